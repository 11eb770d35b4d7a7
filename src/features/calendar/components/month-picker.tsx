import { isSameDay } from 'date-fns'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Calendar } from '@/components/ui/calendar'

interface MonthPickerProps {
  /** The big calendar's current date. */
  date: Date
  onPick: (date: Date) => void
}

/**
 * The small month grid: it follows the big calendar and moves it to the day picked. It draws again only for
 * another day: the big calendar hands over a new Date for the same day when it mounts.
 */
export const MonthPicker = memo(
  function MonthPicker({ date, onPick }: MonthPickerProps) {
    const { t } = useTranslation('calendar')
    return (
      <Calendar
        aria-label={t('monthPicker')}
        mode="single"
        required
        selected={date}
        month={date}
        onMonthChange={onPick}
        onSelect={onPick}
        className="mx-auto"
      />
    )
  },
  (before, after) => before.onPick === after.onPick && isSameDay(before.date, after.date),
)
