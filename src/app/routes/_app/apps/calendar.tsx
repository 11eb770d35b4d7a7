import { createFileRoute } from '@tanstack/react-router'
import { CalendarPage } from '@/features/calendar'
import { startPageCalls } from '@/app/page-calls'

/** The page (and FullCalendar with it) is its own lazy chunk: no other route loads the calendar. */
export const Route = createFileRoute('/_app/apps/calendar')({
  staticData: { namespaces: ['calendar'] },
  loader: () => startPageCalls('calendar'),
  component: CalendarPage,
})
