import CalendarClock from 'lucide-react/icons/calendar-clock'
import { cn } from '@/lib/utils'
import { dateOfIsoDay } from '../dates'
import { dateTimeFormat } from '@/lib/intl'

/** The words a due date uses, translated once by the list (task-row.tsx). */
export interface DueDateWords {
  language: string
  due: string
  today: string
  overdue: string
}

/** The day a task is due; an open task past it turns the danger colour and says "overdue" to screen readers. */
export function DueDate({
  day,
  done,
  today,
  words,
}: {
  day: string
  done: boolean
  today: string
  words: DueDateWords
}) {
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
      <span className="sr-only">{words.due} </span>
      <time dateTime={day}>
        {day === today ? words.today : dateTimeFormat(words.language, { dateStyle: 'medium' }).format(date)}
      </time>
      {overdue && <span className="sr-only">, {words.overdue}</span>}
      {overdue && <span aria-hidden>· {words.overdue}</span>}
    </span>
  )
}
