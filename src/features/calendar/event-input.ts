import { format } from 'date-fns'
import type { EventApi, EventInput } from '@fullcalendar/react'
import type { CalendarEvent } from '@contract/calendar'
import { calendarFill } from './calendar-colors'

/** A stored event as FullCalendar's input: ids are strings there, colours come from the calendar. */
export const toCalendarInput = (event: CalendarEvent): EventInput => ({
  id: String(event.id),
  title: event.title,
  start: event.start,
  end: event.end ?? undefined,
  allDay: event.allDay,
  // Every event is a link (its own address, else a fragment naming it), so events never share the toolbar's
  // button role and names ("Coast weekend" would answer to "Week"); FullCalendar wrote href="undefined" before.
  url: event.url || `#event-${event.id}`,
  color: calendarFill(event.extendedProps.calendar),
  contrastColor: '#fff',
  extendedProps: event.extendedProps,
})

/** After a drag or resize: the stored event with FullCalendar's new dates, in the API's format. */
export function withMovedDates(stored: CalendarEvent, moved: EventApi): CalendarEvent {
  const write = (date: Date | null) =>
    date === null ? null : moved.allDay ? format(date, 'yyyy-MM-dd') : date.toISOString()
  return { ...stored, allDay: moved.allDay, start: write(moved.start) ?? stored.start, end: write(moved.end) }
}
