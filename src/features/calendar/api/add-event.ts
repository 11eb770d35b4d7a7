import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddEventBody } from '@contract/calendar'
import { calendarCalls } from '@contract/calendar.calls'
import { apiFetch } from '@/lib/http/client'
import { EVENTS_KEY } from './get-events'

/** 201 `{event}`; a 400 names the field (`event.title`, `event.end`, ...). */
export const addEvent = (body: AddEventBody) => apiFetch(calendarCalls.addEvent, { body })

export function useAddEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['calendar', 'add-event'],
    mutationFn: addEvent,
    onSettled: () => client.invalidateQueries({ queryKey: EVENTS_KEY }),
  })
}
