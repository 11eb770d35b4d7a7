import { createFileRoute } from '@tanstack/react-router'
import { RadialBarChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/radial-bar')({
  component: RadialBarChartsPage,
})
