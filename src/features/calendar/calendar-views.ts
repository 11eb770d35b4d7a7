/** Our names for FullCalendar's views, as the toolbar offers them. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
} as const
export type CalendarViewName = keyof typeof CALENDAR_VIEWS
