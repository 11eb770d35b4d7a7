import { createFileRoute } from '@tanstack/react-router'
import { startCalendarCalls } from '@/features/calendar/api/page-calls'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
import { CalendarPage } from '@/features/calendar'

/** The page (and FullCalendar with it) is its own lazy chunk: no other route loads the calendar. */
export const Route = createFileRoute('/_app/apps/calendar')({
  staticData: { namespaces: ['calendar'] },
  loader: () => noteFirstPageAnswers(startCalendarCalls(queryClient)),
  component: CalendarPage,
})
