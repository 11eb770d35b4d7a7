// @vitest-environment node
import { calendarEventSchema, CALENDARS, eventInputSchema, guestSchema } from '../../contract/calendar'
import { buildSeed } from '.'

const now = new Date(2026, 4, 20, 10, 0)
const localDay = (offset: number) => {
  const date = new Date(2026, 4, 20 + offset)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

describe('the calendar seed', () => {
  const { calendarEvents: events, calendarGuests: guests } = buildSeed(now)

  it('has valid events that the add-event call would accept, over every calendar', () => {
    expect(events.length).toBeGreaterThanOrEqual(10)
    for (const event of events) {
      expect(calendarEventSchema.safeParse(event).error).toBeUndefined()
      expect(eventInputSchema.safeParse(event).error).toBeUndefined()
      expect(event.extendedProps.guests.every((id) => guests.some((g) => g.id === id))).toBe(true)
    }
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDARS))
    expect(guests.every((g) => guestSchema.safeParse(g).success)).toBe(true)
  })

  it('mixes all-day, timed and multi-day events around today', () => {
    expect(events.some((e) => e.allDay)).toBe(true)
    expect(events.some((e) => !e.allDay && e.start.slice(0, 10) === localDay(0).slice(0, 10))).toBe(true)
    expect(events.some((e) => e.allDay && e.end! > localDay(0) && e.start === localDay(8))).toBe(true)
    expect(events.some((e) => e.allDay && e.end === localDay(11))).toBe(true)
    expect(events.some((e) => e.start < localDay(0))).toBe(true)
  })
})
