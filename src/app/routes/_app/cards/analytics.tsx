import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsCardsPage } from '@/features/cards'

export const Route = createFileRoute('/_app/cards/analytics')({
  component: AnalyticsCardsPage,
})
