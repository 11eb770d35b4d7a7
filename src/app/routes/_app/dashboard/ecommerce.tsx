import { createFileRoute } from '@tanstack/react-router'
import { EcommerceDashboardPage } from '@/features/dashboards'

export const Route = createFileRoute('/_app/dashboard/ecommerce')({
  component: EcommerceDashboardPage,
})
