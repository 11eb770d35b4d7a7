import { createFileRoute } from '@tanstack/react-router'
import { LineChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/line')({
  component: LineChartsPage,
})
