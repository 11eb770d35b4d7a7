import { createFileRoute } from '@tanstack/react-router'
import { PieChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/pie')({
  component: PieChartsPage,
})
