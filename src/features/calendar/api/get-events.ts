import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { CALENDARS, type CalendarName } from '@contract/calendar.values'
import { calendarCalls } from '@contract/calendar.calls'
import { apiFetch } from '@/lib/http/client'
import { wholeList } from '@/lib/http/whole-list'

/** Every events query starts with this key, so a change can update or refetch all of them. */
export const EVENTS_KEY = ['calendar', 'events'] as const

/** The list goes as repeated `calendars` keys, `calendars=` when it is empty. */
export const getEvents = (calendars: readonly CalendarName[], signal?: AbortSignal) =>
  wholeList((offset) =>
    apiFetch(calendarCalls.events, { query: { calendars: [...calendars], offset }, signal }),
  )

export const eventsQueryOptions = (calendars: readonly CalendarName[]) => {
  // One cache entry per selection, whatever order the filters were clicked in.
  const selection = CALENDARS.filter((name) => calendars.includes(name))
  return queryOptions({
    queryKey: [...EVENTS_KEY, selection] as const,
    queryFn: ({ signal }) => getEvents(selection, signal),
  })
}

export const useEvents = (calendars: readonly CalendarName[]) =>
  // Keeping the last list while another selection loads stops the calendar flashing empty.
  useQuery({ ...eventsQueryOptions(calendars), placeholderData: keepPreviousData })
