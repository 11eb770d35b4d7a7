import { createFileRoute } from '@tanstack/react-router'
import { CandlestickChartsPage } from '@/features/charts'

export const Route = createFileRoute('/_app/charts/candlestick')({
  component: CandlestickChartsPage,
})
