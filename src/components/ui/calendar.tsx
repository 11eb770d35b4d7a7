import ChevronDown from 'lucide-react/icons/chevron-down'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import type { ComponentProps } from 'react'
import { startOfMonth } from 'date-fns'
import { DayPicker } from 'react-day-picker'
import { ar, de, enUS, fr, pt } from 'react-day-picker/locale'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { buttonClassName } from './button'
import { useHtmlDir } from './use-html-attributes'

const LOCALES = { en: enUS, de, fr, pt, ar } as const

/** The date-fns locale of the app's language (English when the language has none). */
export function useDateLocale() {
  const { i18n } = useTranslation()
  const code = i18n.resolvedLanguage ?? i18n.language
  return LOCALES[code as keyof typeof LOCALES] ?? enUS
}

export type CalendarProps = ComponentProps<typeof DayPicker>

/*
 * DayPicker keeps its first month in state and, in an effect on mount, sets it again to a new Date of the same
 * month: every month grid rendered twice when it mounted (about 110 components; the calendar page's sidebar paid
 * it on every visit). Handing back the same Date for the same month lets React see the state unchanged and skip
 * that render. date-fns never changes a Date it is given, and DayPicker only reads this one.
 */
const monthStarts = new Map<number, Date>()
const SAME_MONTH = {
  startOfMonth: (date: Date) => {
    const start = startOfMonth(date)
    const known = monthStarts.get(start.getTime())
    if (known) return known
    if (monthStarts.size > 24) monthStarts.clear()
    monthStarts.set(start.getTime(), start)
    return start
  },
}

/** The month arrows: "previous" sits at the inline start, so its arrow points right in RTL (rtl-flip mirrors it). */
function CalendarChevron({ orientation, className }: { orientation?: string; className?: string }) {
  // "down" marks the caption's month and year lists
  if (orientation === 'down') return <ChevronDown aria-hidden className={cn('size-3.5', className)} />
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight
  return <Icon aria-hidden className={cn('rtl-flip size-4', className)} />
}

/**
 * A month grid (react-day-picker) in the app's language, direction and colours. Every DayPicker prop passes
 * through (`mode`, `selected`, `onSelect`, `month`, `onMonthChange`, ...).
 */
export function Calendar({ className, classNames, showOutsideDays = true, ...props }: CalendarProps) {
  const locale = useDateLocale()
  const dir = useHtmlDir()
  return (
    <DayPicker
      locale={locale}
      dir={dir}
      showOutsideDays={showOutsideDays}
      className={cn('relative w-fit text-sm', className)}
      classNames={{
        months: 'flex flex-col gap-4',
        month: 'flex flex-col gap-3',
        month_caption: 'flex h-8 items-center justify-center px-9 font-medium',
        caption_label: 'flex items-center gap-1 text-sm font-medium capitalize',
        // month and year lists (captionLayout="dropdown"): the native select lies invisibly over its label, so the
        // caption looks like the others and the browser's own list does the picking
        dropdowns: 'flex items-center gap-2',
        dropdown_root:
          'relative rounded-md px-1.5 py-1 hover:bg-primary-light has-focus-visible:outline-2 has-focus-visible:outline-ring',
        dropdown: 'absolute inset-0 cursor-pointer opacity-0',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: buttonClassName({ variant: 'ghost', size: 'icon-sm' }),
        button_next: buttonClassName({ variant: 'ghost', size: 'icon-sm' }),
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-center text-xs font-normal text-muted-foreground capitalize',
        week: 'mt-1 flex',
        day: 'size-9 p-0 text-center',
        day_button:
          'size-9 rounded-md text-sm transition-colors hover:bg-primary-light hover:text-primary-ink aria-selected:bg-primary aria-selected:text-white',
        today: 'font-semibold text-primary-ink',
        selected: '',
        // muted, not faded: an outside day is still a button and keeps text contrast (1.4.3)
        outside: 'text-muted-foreground',
        disabled: 'opacity-40 pointer-events-none',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron }}
      // the same Date for the same month, unless a time zone asks for DayPicker's own date handling
      dateLib={props.timeZone ? undefined : SAME_MONTH}
      {...props}
    />
  )
}
