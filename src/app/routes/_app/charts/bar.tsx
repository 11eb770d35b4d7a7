import { createFileRoute } from '@tanstack/react-router'
import { BarChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/bar')({
  component: BarChartsPage,
})
