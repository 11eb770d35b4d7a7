import { useTranslation } from 'react-i18next'
import { Calendar } from '@/components/ui/calendar'

interface MonthPickerProps {
  /** The big calendar's current date. */
  date: Date
  onPick: (date: Date) => void
}

/** The small month grid: it follows the big calendar and moves it to the day picked. */
export function MonthPicker({ date, onPick }: MonthPickerProps) {
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
}
