import { CalendarClock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { dateOfIsoDay } from '../dates'
import { dateTimeFormat } from '@/lib/intl'

/** The day a task is due; an open task past it turns the danger colour and says "overdue" to screen readers. */
export function DueDate({ day, done, today }: { day: string; done: boolean; today: string }) {
  const { t, i18n } = useTranslation('todo')
  const date = dateOfIsoDay(day)
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
      <time dateTime={day}>
        {day === today ? t('row.today') : dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date)}
      </time>
      {overdue && <span className="sr-only">, {t('row.overdue')}</span>}
      {overdue && <span aria-hidden>· {t('row.overdue')}</span>}
    </span>
  )
}
