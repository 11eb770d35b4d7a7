import { seedChats } from './chat'

/** Calendar days between the line and `now`, in local time (0 = the same day). */
const daysBack = (iso: string, now: Date) => {
  const day = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
  return Math.round((day(now) - day(new Date(iso))) / 86_400_000)
}

describe('the chat seed', () => {
  const noon = new Date('2026-11-25T12:00')
  const atNoon = seedChats(noon).map((row) => row.chat.map((line) => daysBack(line.time, noon)))

  // At 00:05 a line "12 minutes ago" would fall on yesterday: every line must stay on its own day.
  it.each(['00:00:30', '00:05', '07:00', '23:59'])('keeps each line on its day at %s', (time) => {
    const now = new Date(`2026-11-25T${time}`)
    const rows = seedChats(now)
    expect(rows.map((row) => row.chat.map((line) => daysBack(line.time, now)))).toEqual(atNoon)
    for (const row of rows) {
      const times = row.chat.map((line) => new Date(line.time).getTime())
      expect(times).toEqual(times.toSorted((a, b) => a - b))
      expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime())
    }
    expect(atNoon[0].at(-1)).toBe(0)
  })
})
