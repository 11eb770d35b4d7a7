import type { QueryClient } from '@tanstack/react-query'
import { calendarFilterStore } from '../calendar-filter-store'
import { eventsQueryOptions } from './get-events'

/**
 * The calendar's first call, started by its route's loader (docs/state.md, "Calls that start with the page"):
 * the events of the calendars the user has selected, as the page asks for them.
 */
export function startCalendarCalls(client: QueryClient): Promise<void> {
  return client.prefetchQuery(eventsQueryOptions(calendarFilterStore.get()))
}
