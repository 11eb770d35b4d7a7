import { isSameDay } from 'date-fns'
import Plus from 'lucide-react/icons/plus'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import { CalendarFilters } from './calendar-filters'
import { MonthPicker } from './month-picker'

interface CalendarSidebarProps {
  date: Date
  onAddEvent: () => void
  onPickDate: (date: Date) => void
}

/**
 * Add Event, the small month picker and the calendar filters; beside the calendar or in a drawer. It draws again
 * only for another day (or new callbacks): the big calendar hands over a new Date for the same day when it mounts.
 */
export const CalendarSidebar = memo(function CalendarSidebar({
  date,
  onAddEvent,
  onPickDate,
}: CalendarSidebarProps) {
  const { t } = useTranslation('calendar')
  return (
    <div className="flex flex-col gap-5 p-5">
      <Button onClick={onAddEvent} className="w-full">
        <Plus aria-hidden />
        {t('addEvent')}
      </Button>
      <MonthPicker date={date} onPick={onPickDate} />
      <Separator />
      <CalendarFilters />
    </div>
  )
}, sameSidebar)

function sameSidebar(before: CalendarSidebarProps, after: CalendarSidebarProps) {
  return (
    before.onAddEvent === after.onAddEvent &&
    before.onPickDate === after.onPickDate &&
    isSameDay(before.date, after.date)
  )
}
