import { createFileRoute } from '@tanstack/react-router'
import { startPageCalls } from '@/app/page-calls'
import { EcommerceDashboardPage } from '@/features/dashboards'

export const Route = createFileRoute('/_app/dashboard/ecommerce')({
  loader: () => startPageCalls('ecommerceDashboard'),
  component: EcommerceDashboardPage,
})
