import { useMutation, useQueryClient } from '@tanstack/react-query'
import { calendarCalls } from '@contract/calendar.calls'
import { apiFetch } from '@/lib/http/client'
import { EVENTS_KEY } from './get-events'

/** 200 `{event}` (the removed one), 404 for an unknown id. */
export const removeEvent = (id: number) => apiFetch(calendarCalls.removeEvent, { query: { id } })

export function useRemoveEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['calendar', 'remove-event'],
    mutationFn: removeEvent,
    onSettled: () => client.invalidateQueries({ queryKey: EVENTS_KEY }),
  })
}
