import { useTranslation } from 'react-i18next'
import { CALENDARS, type CalendarName } from '@contract/calendar.values'
import type { FieldControlProps } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'
import { CALENDAR_DOT_CLASS } from '../calendar-colors'

interface CalendarSelectProps {
  control: FieldControlProps
  value: CalendarName
  onChange: (value: CalendarName) => void
}

/** One of the five calendars, each with its colour dot. */
export function CalendarSelect({ control, value, onChange }: CalendarSelectProps) {
  const { t } = useTranslation('calendar')
  return (
    <Select value={value} onValueChange={(next) => onChange(next as CalendarName)}>
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {CALENDARS.map((name) => (
          <SelectItem key={name} value={name}>
            <span className="flex items-center gap-2">
              <span aria-hidden className={cn('size-2.5 rounded-full', CALENDAR_DOT_CLASS[name])} />
              {t(`calendars.${name}`)}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
