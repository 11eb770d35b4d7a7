import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboardPage } from '@/features/dashboards'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  component: AnalyticsDashboardPage,
})
