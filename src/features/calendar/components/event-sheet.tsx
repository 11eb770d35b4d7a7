import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent, CalendarName } from '@contract/calendar'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { toast } from '@/components/ui/toast'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { isApiError } from '@/lib/http/client'
import { useAddEvent } from '../api/add-event'
import { useGuests } from '../api/get-guests'
import { useRemoveEvent } from '../api/remove-event'
import { useUpdateEvent } from '../api/update-event'
import { draftValues, toEventInput, toFormValues, type EventFormValues } from '../event-form-values'
import { EventForm } from './event-form'

/** What the sheet shows: a new event (where it starts, in which calendar), or a stored event to edit. */
export type EventSheetTarget =
  | { mode: 'add'; start: Date; allDay: boolean; calendar: CalendarName }
  | { mode: 'edit'; event: CalendarEvent }

interface EventSheetProps {
  target: EventSheetTarget | null
  onClose: () => void
}

/** The add and edit sheet: saves through the API, toasts the outcome, closes on success. */
export function EventSheet({ target, onClose }: EventSheetProps) {
  const { t } = useTranslation('calendar')
  const guests = useGuests()
  const addEvent = useAddEvent()
  const updateEvent = useUpdateEvent()
  const removeEvent = useRemoveEvent()
  const [confirming, setConfirming] = useState(false)
  const editing = target?.mode === 'edit' ? target.event : null

  const failed = (title: string, error: unknown) => {
    // Field messages show beside their fields (the form puts them there); anything else needs a toast.
    if (!isApiError(error) || !error.fieldErrors)
      toast.error(title, { description: error instanceof Error ? error.message : String(error) })
    throw error
  }

  const save = async (values: EventFormValues) => {
    const input = toEventInput(values)
    if (editing) {
      await updateEvent
        .mutateAsync({ ...editing, ...input })
        .catch((e: unknown) => failed(t('toasts.saveFailed'), e))
      toast.success(t('toasts.updated'))
    } else {
      await addEvent.mutateAsync({ event: input }).catch((e: unknown) => failed(t('toasts.saveFailed'), e))
      toast.success(t('toasts.added'))
    }
    onClose()
  }

  const remove = async () => {
    if (!editing) return
    try {
      await removeEvent.mutateAsync(editing.id)
      toast.success(t('toasts.deleted'))
      setConfirming(false)
      onClose()
    } catch (error) {
      toast.error(t('toasts.deleteFailed'), { description: error instanceof Error ? error.message : '' })
    }
  }

  return (
    <Sheet open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="end" closeLabel={t('sheet.close')} className="w-full gap-0 sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{editing ? t('sheet.editTitle') : t('sheet.addTitle')}</SheetTitle>
          <SheetDescription>
            {editing ? t('sheet.editDescription') : t('sheet.addDescription')}
          </SheetDescription>
        </SheetHeader>
        {target && (
          <EventForm
            // A new target starts a fresh form.
            key={target.mode === 'edit' ? `edit-${target.event.id}` : `add-${target.start.getTime()}`}
            mode={target.mode}
            defaultValues={
              target.mode === 'edit'
                ? toFormValues(target.event)
                : draftValues(target.start, target.allDay, target.calendar)
            }
            guests={guests.data}
            onSubmit={save}
            onDelete={editing ? () => setConfirming(true) : undefined}
            onCancel={onClose}
          />
        )}
        <ConfirmDialog
          open={confirming && editing !== null}
          onOpenChange={(open) => !open && setConfirming(false)}
          title={t('confirmDelete.title')}
          description={t('confirmDelete.description', { title: editing?.title ?? '' })}
          cancelLabel={t('actions.cancel')}
          confirmLabel={t('confirmDelete.confirm')}
          confirming={removeEvent.isPending}
          onConfirm={() => void remove()}
        />
      </SheetContent>
    </Sheet>
  )
}
