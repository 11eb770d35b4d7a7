import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DatePicker } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import type { EventFormValues } from '../event-form-values'

interface EventDatesFieldsProps {
  control: Control<EventFormValues>
  register: UseFormRegister<EventFormValues>
  errors: FieldErrors<EventFormValues>
}

/** All-day switch, then start and end as a day plus (for timed events) a time; end-before-start shows at End. */
export function EventDatesFields({ control, register, errors }: EventDatesFieldsProps) {
  const { t } = useTranslation('calendar')
  const allDay = useWatch({ control, name: 'allDay' })
  // Changing one end re-checks the other, so a fixed order clears the message at once.
  const deps = ['startDate', 'startTime', 'endDate', 'endTime'] as const

  const day = (name: 'startDate' | 'endDate', label: string) => (
    <Controller
      control={control}
      name={name}
      rules={{ deps: deps.filter((other) => other !== name) }}
      render={({ field }) => (
        <div className="min-w-0 grow-999 basis-56">
          <FormField label={label} error={errors[name]?.message} required>
            {/* aria-required is not allowed on a button; the star and the message say it instead */}
            {({ 'aria-required': _required, ...wiring }) => (
              <DatePicker {...wiring} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          </FormField>
        </div>
      )}
    />
  )
  const time = (name: 'startTime' | 'endTime', label: string) =>
    !allDay && (
      <div className="grow basis-36">
        <FormField label={label} error={errors[name]?.message} required>
          <Input type="time" {...register(name, { deps: deps.filter((other) => other !== name) })} />
        </FormField>
      </div>
    )

  return (
    <>
      <Controller
        control={control}
        name="allDay"
        rules={{ deps: [...deps] }}
        render={({ field }) => (
          <FormField label={t('fields.allDay')} inline>
            <Switch checked={field.value} onCheckedChange={field.onChange} />
          </FormField>
        )}
      />
      {/*
       * A day and its time share a line only while the day gets 14rem, enough for "November 28th, 2026" in full;
       * in a narrower sheet (a phone) the time wraps under its day and takes the whole width. The day's large grow
       * keeps a shared line's spare room for the day, and 9rem keeps "04:00 AM" clear of the clock icon.
       */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-4">
        {day('startDate', t('fields.startDate'))}
        {time('startTime', t('fields.startTime'))}
      </div>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-4">
        {day('endDate', t('fields.endDate'))}
        {time('endTime', t('fields.endTime'))}
      </div>
    </>
  )
}
