/**
 * The calendar contract's plain values, without zod: the calendar page reads them on its first paint, and its
 * schemas (contract/calendar.ts, which re-exports these) load later with the event form.
 */
export const CALENDARS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const
export type CalendarName = (typeof CALENDARS)[number]
