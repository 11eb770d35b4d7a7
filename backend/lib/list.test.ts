// @vitest-environment node
import { sortedByOnce } from './list'

describe('sortedByOnce', () => {
  const rows = Object.freeze(
    [
      { id: 1, rank: 2, name: 'b' },
      { id: 2, rank: 1, name: 'a' },
      { id: 3, rank: 2, name: 'c' },
      { id: 4, rank: 1, name: 'd' },
    ].map((row) => Object.freeze(row)),
  )

  it('sorts each way with ties in the order given, and sorts a given array once per order', () => {
    const down = sortedByOnce(rows, 'rank', 'desc')
    expect(down.map((row) => row.id)).toEqual([1, 3, 2, 4])
    expect(sortedByOnce(rows, 'rank', 'asc').map((row) => row.id)).toEqual([2, 4, 1, 3])
    expect(sortedByOnce(rows, 'rank', 'desc')).toBe(down)
    expect(sortedByOnce(rows, 'name', 'desc')).not.toBe(down)
    expect(sortedByOnce(rows.slice(), 'rank', 'desc')).not.toBe(down)
  })
})
