import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Guest } from '@contract/calendar'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { eventFormSchema, SERVER_FIELDS, type EventFormValues } from '../event-form-values'
import { CalendarSelect } from './calendar-select'
import { EventDatesFields } from './event-dates-fields'
import { GuestsField } from './guests-field'

export interface EventFormProps {
  mode: 'add' | 'edit'
  defaultValues: EventFormValues
  guests: Guest[] | undefined
  /** Saves; a refused call is thrown back so its field messages land beside the fields. */
  onSubmit: (values: EventFormValues) => Promise<void>
  /** Edit mode: asks before deleting. */
  onDelete?: () => void
  onCancel: () => void
}

/** The event sheet's form. Add and Update stay disabled until every field is valid. */
export function EventForm({ mode, defaultValues, guests, onSubmit, onDelete, onCancel }: EventFormProps) {
  const { t } = useTranslation(['calendar', 'common'])
  const schema = useMemo(() => eventFormSchema(t), [t])
  const form = useForm<EventFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues,
  })
  const { register, control, handleSubmit, setError, formState } = form
  const { errors, isValid, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      // Field messages go beside their fields; anything else was toasted by the sheet. Input is kept.
      applyServerErrors(setError, error, { fields: (serverField) => SERVER_FIELDS[serverField] })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-5 pb-4">
        <FormField label={t('fields.title')} error={errors.title?.message} required>
          <Input placeholder={t('placeholders.title')} autoComplete="off" {...register('title')} />
        </FormField>
        <Controller
          control={control}
          name="calendar"
          render={({ field }) => (
            <FormField label={t('fields.calendar')} error={errors.calendar?.message}>
              {(wiring) => <CalendarSelect control={wiring} value={field.value} onChange={field.onChange} />}
            </FormField>
          )}
        />
        <EventDatesFields control={control} register={register} errors={errors} />
        <FormField label={t('fields.url')} error={errors.url?.message}>
          <Input type="url" inputMode="url" placeholder={t('placeholders.url')} {...register('url')} />
        </FormField>
        <Controller
          control={control}
          name="guests"
          render={({ field }) => (
            <FormField label={t('fields.guests')} error={errors.guests?.message}>
              {(wiring) => (
                <GuestsField control={wiring} guests={guests} value={field.value} onChange={field.onChange} />
              )}
            </FormField>
          )}
        />
        <FormField label={t('fields.location')} error={errors.location?.message}>
          <Input placeholder={t('placeholders.location')} {...register('location')} />
        </FormField>
        <FormField label={t('fields.description')} error={errors.description?.message}>
          <Textarea rows={3} placeholder={t('placeholders.description')} {...register('description')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2 border-t p-5">
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {mode === 'add' ? t('actions.add') : t('actions.update')}
        </Button>
        {onDelete && (
          <Button type="button" variant="outline" color="danger" onClick={onDelete}>
            {t('actions.delete')}
          </Button>
        )}
        <Button type="button" variant="ghost" className="ms-auto" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  )
}
