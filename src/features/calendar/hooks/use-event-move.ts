import type { EventChangeInfo } from '@fullcalendar/react'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '@contract/calendar'
import { toast } from '@/components/ui/toast'
import { useUpdateEvent } from '../api/update-event'
import { withMovedDates } from '../event-input'

/**
 * Drag and resize: FullCalendar already shows the event in its new place and the cached lists follow at once
 * (optimistic); if the server refuses, the event goes back and a toast says why.
 */
export function useEventMove(events: CalendarEvent[] | undefined) {
  const { t } = useTranslation('calendar')
  const { mutate } = useUpdateEvent()
  // the same function while the events stay the same, so the memoised calendar does not render again
  return useCallback(
    (info: EventChangeInfo) => {
      const stored = events?.find((event) => event.id === Number(info.event.id))
      if (!stored) return info.revert()
      mutate(withMovedDates(stored, info.event), {
        onSuccess: () => toast.success(t('toasts.moved')),
        onError: (error) => {
          info.revert()
          toast.error(t('toasts.moveFailed'), { description: error.message })
        },
      })
    },
    [events, mutate, t],
  )
}
