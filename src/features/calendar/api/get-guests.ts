import { queryOptions, useQuery } from '@tanstack/react-query'
import { calendarCalls } from '@contract/calendar.calls'
import { apiFetch } from '@/lib/http/client'

/** The people an event can invite. */
export const getGuests = (signal?: AbortSignal) => apiFetch(calendarCalls.guests, { signal })

export const guestsQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar', 'guests'] as const,
    queryFn: ({ signal }) => getGuests(signal),
    staleTime: 5 * 60_000,
  })

export const useGuests = () => useQuery(guestsQueryOptions())
