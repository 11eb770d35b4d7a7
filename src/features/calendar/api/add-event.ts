import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CALENDAR_PATHS, type AddEventBody, type EventReply } from '@contract/calendar'
import { apiFetch } from '@/lib/http/client'
import { EVENTS_KEY } from './get-events'

/** POST /apps/calendar/add-event: 201 `{event}`; a 400 names the field (`event.title`, `event.end`, ...). */
export const addEvent = (body: AddEventBody) =>
  apiFetch<EventReply>(CALENDAR_PATHS.add, { method: 'POST', body })

export function useAddEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['calendar', 'add-event'],
    mutationFn: addEvent,
    onSettled: () => client.invalidateQueries({ queryKey: EVENTS_KEY }),
  })
}
