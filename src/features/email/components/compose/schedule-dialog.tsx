import { MAX_SCHEDULE_DAYS } from '@contract/email.values'
import { addDays, nextMonday, set } from 'date-fns'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DatePicker, toIsoDay } from '@/components/ui/date-picker'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { dateTimeFormat } from '@/lib/intl'
import { problemNow, useScheduleMessage } from './schedule-messages'

/** The times the list offers: every half hour, `HH:mm`. */
const TIMES = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
)
const MORNING = { hours: 8, minutes: 0, seconds: 0, milliseconds: 0 }

/** The day (`yyyy-MM-dd`) and time (`HH:mm`) on the device's clock, as one instant. */
const instantOf = (day: string, time: string) => new Date(`${day}T${time}:00`)

export interface ScheduleDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called with the chosen time (ISO) once it is one the back end will take. */
  onSchedule: (scheduledAt: string) => void
  pending: boolean
  /** The server's refusal of the time, already in the page's language. */
  refusal?: string
}

/**
 * When to send: two quick choices (tomorrow morning, Monday morning) that schedule at once, or a day and a time
 * of the device's clock. A time in the past, or over a year ahead, is refused beside the field, by the rule the
 * back end applies (contract/email.values.ts `scheduleProblem`).
 */
export function ScheduleDialog({ open, onOpenChange, ...props }: ScheduleDialogProps) {
  const { t } = useTranslation(['email', 'common'])
  return (
    <Dialog open={open} onOpenChange={(next) => !props.pending && onOpenChange(next)}>
      <DialogContent hideClose className="max-w-md">
        <DialogHeader className="pe-0">
          <DialogTitle>{t('schedule.title')}</DialogTitle>
          <DialogDescription>{t('schedule.description')}</DialogDescription>
        </DialogHeader>
        {/* mounted while open, so each opening starts from tomorrow morning and no old message */}
        <ScheduleForm {...props} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function ScheduleForm({
  onSchedule,
  onCancel,
  pending,
  refusal,
}: Omit<ScheduleDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const { t, i18n } = useTranslation(['email', 'common'])
  const explain = useScheduleMessage()
  const [now] = useState(() => new Date())
  const tomorrow = set(addDays(now, 1), MORNING)
  const monday = set(nextMonday(now), MORNING)
  const [day, setDay] = useState(() => toIsoDay(tomorrow))
  const [time, setTime] = useState('08:00')
  const [problem, setProblem] = useState<string>()
  const error = problem ?? refusal

  const clockTime = (date: Date) =>
    dateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(date)
  const fullDate = (date: Date) =>
    dateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }).format(date)

  const schedule = (at: Date) => {
    const found = problemNow(at.toISOString())
    setProblem(found && explain(found))
    if (!found) onSchedule(at.toISOString())
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    schedule(instantOf(day, time))
  }
  const quick = (label: string, at: Date) => (
    <Button
      type="button"
      variant="outline"
      className="h-auto min-w-0 flex-col items-start gap-0.5 py-2 text-start whitespace-normal"
      disabled={pending}
      onClick={() => schedule(at)}
    >
      <span>{label}</span>
      <span className="text-xs font-normal text-muted-foreground">{fullDate(at)}</span>
    </Button>
  )

  return (
    <>
      <section aria-labelledby="schedule-quick-heading" className="flex flex-col gap-2">
        <h3 id="schedule-quick-heading" className="text-sm font-medium">
          {t('schedule.quick')}
        </h3>
        <div className="grid gap-2 sm:grid-cols-2">
          {quick(t('schedule.tomorrow', { time: clockTime(tomorrow) }), tomorrow)}
          {/* on a Sunday tomorrow morning is Monday morning: one choice, not the same one twice */}
          {monday.getTime() !== tomorrow.getTime() &&
            quick(t('schedule.monday', { time: clockTime(monday) }), monday)}
        </div>
      </section>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-[3fr_2fr]">
          <FormField label={t('schedule.date')}>
            <DatePicker
              value={day}
              onChange={(value) => {
                setDay(value)
                setProblem(undefined)
              }}
              min={toIsoDay(now)}
              max={toIsoDay(addDays(now, MAX_SCHEDULE_DAYS))}
            />
          </FormField>
          <FormField label={t('schedule.time')} error={error}>
            {(control) => (
              <Select
                value={time}
                onValueChange={(value) => {
                  setTime(value)
                  setProblem(undefined)
                }}
                valueLabel={clockTime(instantOf(day, time))}
              >
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TIMES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {clockTime(instantOf(day, value))}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" disabled={pending} onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            <CalendarClock aria-hidden />
            {t('schedule.submit')}
          </Button>
        </DialogFooter>
      </form>
    </>
  )
}
