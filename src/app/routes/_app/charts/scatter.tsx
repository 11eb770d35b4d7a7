import { createFileRoute } from '@tanstack/react-router'
import { ScatterChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/scatter')({
  component: ScatterChartsPage,
})
