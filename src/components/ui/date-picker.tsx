import { format, isValid, parseISO } from 'date-fns'
import CalendarDays from 'lucide-react/icons/calendar-days'
import X from 'lucide-react/icons/x'
import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { Calendar, useDateLocale } from './calendar'
import { fieldClass } from './input'
import { Popover, PopoverContent, PopoverTrigger } from './popover'

/** `yyyy-MM-dd` ⇄ Date in local time; anything unparsable is no date. */
export function parseIsoDay(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const date = parseISO(value)
  return isValid(date) ? date : undefined
}

export const toIsoDay = (date: Date): string => format(date, 'yyyy-MM-dd')

export interface DatePickerProps extends Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'children'> {
  /** `yyyy-MM-dd`, or '' for no date */
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Shows a button that clears the date. */
  clearable?: boolean
  /** Days before this `yyyy-MM-dd` cannot be picked. */
  min?: string
  /** Days after this `yyyy-MM-dd` cannot be picked (a birth date: today). */
  max?: string
  /** Adds month and year lists to the calendar's caption, years from this one to `max`'s (or this year). */
  fromYear?: number
}

/**
 * A field-looking button that opens a month grid. The value is an ISO day so forms and the API never meet a
 * time zone; the label is the day in the app's language. Works with FormField (id, aria-invalid pass through).
 */
export function DatePicker({
  value,
  onChange,
  placeholder,
  clearable = false,
  min,
  max,
  fromYear,
  className,
  disabled,
  ...buttonProps
}: DatePickerProps) {
  const { t } = useTranslation('common')
  const locale = useDateLocale()
  const [open, setOpen] = useState(false)
  const selected = parseIsoDay(value)
  const [month, setMonth] = useState<Date | undefined>(selected)
  const minDate = parseIsoDay(min)
  const maxDate = parseIsoDay(max)
  const disabledDays = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]

  return (
    <div className="relative">
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (next) setMonth(selected)
        }}
      >
        <PopoverTrigger asChild>
          <button
            type="button"
            disabled={disabled}
            className={cn(
              fieldClass,
              'flex h-9.5 items-center gap-2 text-start',
              clearable && value && 'pe-9',
              className,
            )}
            {...buttonProps}
          >
            <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className={cn('truncate', !selected && 'text-muted-foreground')}>
              {selected ? format(selected, 'PPP', { locale }) : (placeholder ?? t('pickDate'))}
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-2">
          <Calendar
            mode="single"
            selected={selected}
            month={month}
            onMonthChange={setMonth}
            disabled={disabledDays.length > 0 ? disabledDays : undefined}
            {...(fromYear === undefined
              ? {}
              : {
                  captionLayout: 'dropdown' as const,
                  startMonth: new Date(fromYear, 0),
                  // without a max, DayPicker's own end: the end of this year
                  ...(maxDate ? { endMonth: maxDate } : {}),
                })}
            // the calendar takes focus as its popover opens, as a date picker's keyboard users expect
            // oxlint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onSelect={(date) => {
              if (date) onChange(toIsoDay(date))
              setOpen(false)
            }}
          />
        </PopoverContent>
      </Popover>
      {clearable && value && !disabled && (
        <button
          type="button"
          aria-label={t('clearDate')}
          onClick={() => onChange('')}
          className="absolute inset-y-0 end-0 flex w-9 items-center justify-center rounded-e-lg text-muted-foreground hover:text-foreground"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  )
}
