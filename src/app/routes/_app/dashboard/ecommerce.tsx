import { createFileRoute } from '@tanstack/react-router'
import { startEcommerceDashboardCalls } from '@/features/dashboards/api/page-calls'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
import { EcommerceDashboardPage } from '@/features/dashboards'

export const Route = createFileRoute('/_app/dashboard/ecommerce')({
  loader: () => noteFirstPageAnswers(startEcommerceDashboardCalls(queryClient)),
  component: EcommerceDashboardPage,
})
