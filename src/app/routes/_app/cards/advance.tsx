import { createFileRoute } from '@tanstack/react-router'
import { AdvanceCardsPage } from '@/features/cards'

export const Route = createFileRoute('/_app/cards/advance')({
  component: AdvanceCardsPage,
})
