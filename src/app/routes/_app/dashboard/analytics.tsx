import { createFileRoute } from '@tanstack/react-router'
import { startAnalyticsDashboardCalls } from '@/features/dashboards/api/page-calls'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
import { AnalyticsDashboardPage } from '@/features/dashboards'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  loader: () => noteFirstPageAnswers(startAnalyticsDashboardCalls(queryClient)),
  component: AnalyticsDashboardPage,
})
