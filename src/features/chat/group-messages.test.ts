import { groupMessages } from './group-messages'

const at = (day: number, hour: number) => new Date(2026, 0, day, hour).toISOString()

describe('groupMessages', () => {
  it('splits by local day, then into runs by one sender', () => {
    const days = groupMessages([
      { message: 'a', time: at(1, 9), senderId: 1 },
      { message: 'b', time: at(1, 10), senderId: 1 },
      { message: 'c', time: at(1, 11), senderId: 101 },
      { message: 'd', time: at(2, 9), senderId: 101 },
      { message: 'e', time: at(2, 10), senderId: 1 },
    ])
    expect(days.map((d) => d.day)).toEqual(['2026-01-01', '2026-01-02'])
    expect(days.map((d) => d.groups.map((g) => g.messages.map((m) => m.message).join('')))).toEqual([
      ['ab', 'c'],
      ['d', 'e'],
    ])
  })

  it('gives an empty conversation no days', () => {
    expect(groupMessages([])).toEqual([])
  })
})
