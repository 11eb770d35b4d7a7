import { format } from 'date-fns'
import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { parseIsoDay } from '@/components/ui/date-picker'
import { useDateLocale } from '@/components/ui/calendar'
import { cn } from '@/lib/utils'

/** The day a task is due; an open task past it turns the danger colour and says "overdue" to screen readers. */
export function DueDate({ day, done, today }: { day: string; done: boolean; today: string }) {
  const { t } = useTranslation('todo')
  const locale = useDateLocale()
  const date = parseIsoDay(day)
  if (!date) return null
  const overdue = !done && day < today
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs',
        overdue ? 'font-medium text-danger-ink' : 'text-muted-foreground',
      )}
    >
      <CalendarClock aria-hidden className="size-3.5" />
      <span className="sr-only">{t('row.due')} </span>
      <time dateTime={day}>{day === today ? t('row.today') : format(date, 'PP', { locale })}</time>
      {overdue && <span className="sr-only">, {t('row.overdue')}</span>}
      {overdue && <span aria-hidden>· {t('row.overdue')}</span>}
    </span>
  )
}
