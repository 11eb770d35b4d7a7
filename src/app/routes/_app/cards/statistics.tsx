import { createFileRoute } from '@tanstack/react-router'
import { StatisticsCardsPage } from '@/features/cards'

export const Route = createFileRoute('/_app/cards/statistics')({
  component: StatisticsCardsPage,
})
