import { createFileRoute } from '@tanstack/react-router'
import { startPageCalls } from '@/app/page-calls'
import { AnalyticsDashboardPage } from '@/features/dashboards'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  loader: () => startPageCalls('analyticsDashboard'),
  component: AnalyticsDashboardPage,
})
