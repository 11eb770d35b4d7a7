import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { CalendarEvent, UpdateEventBody } from '@contract/calendar'
import { calendarCalls } from '@contract/calendar.calls'
import { apiFetch } from '@/lib/http/client'
import { EVENTS_KEY } from './get-events'

/** The whole event replaces the stored one; 404 for an unknown id. */
export const updateEvent = (body: UpdateEventBody) => apiFetch(calendarCalls.updateEvent, { body })

/**
 * Saves a changed event and shows the change at once in every cached list (a drag must not snap back while the
 * call runs). A refused call puts every list back as it was; the caller tells the user.
 */
export function useUpdateEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['calendar', 'update-event'],
    mutationFn: (event: CalendarEvent) => updateEvent({ event }),
    onMutate: async (event) => {
      await client.cancelQueries({ queryKey: EVENTS_KEY })
      const snapshot = client.getQueriesData<CalendarEvent[]>({ queryKey: EVENTS_KEY })
      client.setQueriesData<CalendarEvent[]>({ queryKey: EVENTS_KEY }, (events) =>
        events?.map((stored) => (stored.id === event.id ? event : stored)),
      )
      return { snapshot }
    },
    onError: (_error, _event, context) => {
      for (const [queryKey, events] of context?.snapshot ?? ([] as [QueryKey, undefined][]))
        client.setQueryData(queryKey, events)
    },
    onSettled: () => client.invalidateQueries({ queryKey: EVENTS_KEY }),
  })
}
