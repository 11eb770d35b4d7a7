import type { CalendarName } from '@contract/calendar'
import type { ThemeColor } from '@/components/ui/theme-color'

/** Each calendar's theme colour: filters, event chips and the sheet's select all use it. */
export const CALENDAR_COLOR: Record<CalendarName, ThemeColor> = {
  Personal: 'danger',
  Business: 'primary',
  Family: 'warning',
  Holiday: 'success',
  ETC: 'info',
}

/** The fill for FullCalendar's `color`: a CSS variable, so the skin switches it without a re-render. */
export const calendarFill = (name: CalendarName) => `var(--${CALENDAR_COLOR[name]})`

/** Spelled out so Tailwind finds the classes: a small dot in the calendar's colour. */
export const CALENDAR_DOT_CLASS: Record<CalendarName, string> = {
  Personal: 'bg-danger',
  Business: 'bg-primary',
  Family: 'bg-warning',
  Holiday: 'bg-success',
  ETC: 'bg-info',
}
