import { createFileRoute } from '@tanstack/react-router'
import { RadarChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/radar')({
  component: RadarChartsPage,
})
