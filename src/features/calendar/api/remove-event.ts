import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CALENDAR_PATHS, type EventReply } from '@contract/calendar'
import { apiFetch } from '@/lib/http/client'
import { EVENTS_KEY } from './get-events'

/** DELETE /apps/calendar/remove-event?id=: 200 `{event}` (the removed one), 404 for an unknown id. */
export const removeEvent = (id: number) =>
  apiFetch<EventReply>(CALENDAR_PATHS.remove, { method: 'DELETE', query: { id } })

export function useRemoveEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['calendar', 'remove-event'],
    mutationFn: removeEvent,
    onSettled: () => client.invalidateQueries({ queryKey: EVENTS_KEY }),
  })
}
