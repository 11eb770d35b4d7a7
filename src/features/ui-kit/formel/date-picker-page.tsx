import { addDays, format, isSameDay } from 'date-fns'
import { useId, useState, type ReactNode } from 'react'
import type { DateRange } from 'react-day-picker'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Calendar, useDateLocale } from '@/components/ui/calendar'
import { DatePicker, parseIsoDay, toIsoDay } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { DemoCard } from '../components/demo-card'

function useLongDate() {
  const locale = useDateLocale()
  return (date: Date) => format(date, 'PPPP', { locale })
}

function LabelledCalendar({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId()
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium">
        {label}
      </p>
      {children(labelId)}
    </div>
  )
}

export function DatePickerPage() {
  const { t, i18n } = useTranslation('uiFormElements')
  const longDate = useLongDate()
  const [today] = useState(() => new Date())
  const [start, setStart] = useState(toIsoDay(addDays(today, 3)))
  const [delivery, setDelivery] = useState<Date | undefined>()
  const [meeting, setMeeting] = useState<Date | undefined>()
  const [range, setRange] = useState<DateRange | undefined>()
  const [time, setTime] = useState('09:30')
  const [localDay, setLocalDay] = useState(toIsoDay(today))
  const maxDay = addDays(today, 30)
  const language = i18n.resolvedLanguage ?? i18n.language
  const local = parseIsoDay(localDay)

  return (
    <div>
      <PageHeader title={t('datePicker.title')} intro={t('datePicker.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('datePicker.basic')}
          description={t('datePicker.basicText')}
          code={`import { DatePicker } from '@/components/ui/date-picker'

<FormField label="Start date">
  <DatePicker value={start} onChange={setStart} clearable />
</FormField>
// the value is an ISO day, "2026-03-14"; the button shows it in the app's language`}
        >
          <FormField label={t('datePicker.start')} hint={t('datePicker.startHint')}>
            <DatePicker value={start} onChange={setStart} clearable />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('datePicker.time')}
          description={t('datePicker.timeText')}
          contentClassName="grid gap-4 sm:grid-cols-2"
          code={`<FormField label="Meeting time">
  <Input type="time" step={900} value={time} onChange={(e) => setTime(e.target.value)} />
</FormField>`}
        >
          <FormField label={t('datePicker.meetingTime')} hint={t('datePicker.timeHint')}>
            <Input type="time" step={900} value={time} onChange={(event) => setTime(event.target.value)} />
          </FormField>
          <FormField label={t('datePicker.reminder')}>
            <Input type="datetime-local" />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('datePicker.minMax')}
          description={t('datePicker.minMaxText')}
          code={`<Calendar
  mode="single"
  selected={delivery}
  onSelect={setDelivery}
  disabled={[{ before: today }, { after: addDays(today, 30) }]}
  startMonth={today}
  endMonth={addDays(today, 30)}
/>`}
        >
          <LabelledCalendar label={t('datePicker.delivery')}>
            {(labelId) => (
              <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
                <Calendar
                  mode="single"
                  selected={delivery}
                  onSelect={setDelivery}
                  disabled={[{ before: today }, { after: maxDay }]}
                  startMonth={today}
                  endMonth={maxDay}
                  className="rounded-lg border p-2"
                />
                <p className="text-sm text-muted-foreground">
                  {delivery ? t('datePicker.chosen', { date: longDate(delivery) }) : t('datePicker.none')}
                </p>
              </div>
            )}
          </LabelledCalendar>
        </DemoCard>

        <DemoCard
          title={t('datePicker.weekdays')}
          description={t('datePicker.weekdaysText')}
          code={`<Calendar mode="single" selected={day} onSelect={setDay} disabled={{ dayOfWeek: [0, 6] }} />`}
        >
          <LabelledCalendar label={t('datePicker.meeting')}>
            {(labelId) => (
              <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
                <Calendar
                  mode="single"
                  selected={meeting}
                  onSelect={setMeeting}
                  disabled={{ dayOfWeek: [0, 6] }}
                  className="rounded-lg border p-2"
                />
                <p className="text-sm text-muted-foreground">
                  {meeting ? t('datePicker.chosen', { date: longDate(meeting) }) : t('datePicker.none')}
                </p>
              </div>
            )}
          </LabelledCalendar>
        </DemoCard>

        <DemoCard
          title={t('datePicker.range')}
          description={t('datePicker.rangeText')}
          code={`import type { DateRange } from 'react-day-picker'

const [range, setRange] = useState<DateRange | undefined>()
<Calendar mode="range" selected={range} onSelect={setRange} />`}
        >
          <LabelledCalendar label={t('datePicker.trip')}>
            {(labelId) => (
              <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
                <Calendar
                  mode="range"
                  selected={range}
                  onSelect={setRange}
                  className="rounded-lg border p-2"
                />
                <p role="status" className="text-sm text-muted-foreground">
                  {range?.from && range.to && !isSameDay(range.from, range.to)
                    ? t('datePicker.rangeChosen', { from: longDate(range.from), to: longDate(range.to) })
                    : range?.from
                      ? t('datePicker.rangeStart', { from: longDate(range.from) })
                      : t('datePicker.rangeNone')}
                </p>
              </div>
            )}
          </LabelledCalendar>
        </DemoCard>

        <DemoCard
          title={t('datePicker.localised')}
          description={t('datePicker.localisedText')}
          code={`const { i18n } = useTranslation()
new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(date)
// the picker's month names and first weekday follow the same language`}
        >
          <div className="flex flex-col gap-3">
            <FormField label={t('datePicker.invoiceDate')}>
              <DatePicker value={localDay} onChange={setLocalDay} />
            </FormField>
            {local && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('datePicker.full')}</dt>
                <dd>{new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(local)}</dd>
                <dt className="text-muted-foreground">{t('datePicker.short')}</dt>
                <dd>{new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(local)}</dd>
                <dt className="text-muted-foreground">{t('datePicker.iso')}</dt>
                <dd dir="ltr" className="text-start font-mono">
                  {localDay}
                </dd>
              </dl>
            )}
          </div>
        </DemoCard>
      </div>
    </div>
  )
}
