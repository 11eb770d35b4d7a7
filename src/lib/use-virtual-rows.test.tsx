import { act, fireEvent, render, screen } from '@testing-library/react'
import { scrollRegionProps } from './use-scroll-region'
import { useVirtualRows } from './use-virtual-rows'

const ROW = 40
const tiles = Array.from({ length: 1000 }, (_, index) => ({ id: `t${index}`, name: `Tile ${index}` }))

function TileList() {
  const { ref, rows, before, after } = useVirtualRows<HTMLUListElement, (typeof tiles)[number]>({
    items: tiles,
    estimateSize: ROW,
    overscan: 2,
  })
  return (
    <div {...scrollRegionProps} role="region" aria-label="Tiles" style={{ height: 400 }}>
      <ul ref={ref} aria-label="Tile list" style={{ paddingBlockStart: before, paddingBlockEnd: after }}>
        {rows.map((row) => (
          <li key={row.key} aria-posinset={row.index + 1} aria-setsize={tiles.length}>
            {tiles[row.index].name}
          </li>
        ))}
      </ul>
    </div>
  )
}

const drawn = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('useVirtualRows', () => {
  it('draws the rows in view of its scroll region, with padding for the rest, and follows the scroll', async () => {
    // jsdom has no layout: give the region its height so the virtualiser has a window to fill
    const height = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400)
    onTestFinished(() => height.mockRestore())
    render(<TileList />)
    // 400 px of 40 px rows, and 2 more below
    expect(drawn()).toEqual(Array.from({ length: 12 }, (_, index) => `Tile ${index}`))
    const list = screen.getByRole('list', { name: 'Tile list' })
    expect(list.style.paddingBlockEnd).toBe(`${(1000 - 12) * ROW}px`)

    const region = screen.getByRole('region', { name: 'Tiles' })
    region.scrollTop = 500 * ROW
    await act(async () => {
      fireEvent.scroll(region)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(drawn()[0]).toBe('Tile 498')
    expect(drawn()).toContain('Tile 509')
    expect(list.style.paddingBlockStart).toBe(`${498 * ROW}px`)
  })
})
