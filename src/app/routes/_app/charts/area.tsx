import { createFileRoute } from '@tanstack/react-router'
import { AreaChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/area')({
  component: AreaChartsPage,
})
