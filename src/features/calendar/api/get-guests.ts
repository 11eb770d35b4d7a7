import { queryOptions, useQuery } from '@tanstack/react-query'
import { CALENDAR_PATHS, type Guest } from '@contract/calendar'
import { apiFetch } from '@/lib/http/client'

/** GET /apps/calendar/guests: the people an event can invite. */
export const getGuests = (signal?: AbortSignal) => apiFetch<Guest[]>(CALENDAR_PATHS.guests, { signal })

export const guestsQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar', 'guests'] as const,
    queryFn: ({ signal }) => getGuests(signal),
    staleTime: 5 * 60_000,
  })

export const useGuests = () => useQuery(guestsQueryOptions())
