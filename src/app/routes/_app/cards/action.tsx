import { createFileRoute } from '@tanstack/react-router'
import { ActionCardsPage } from '@/features/cards'

export const Route = createFileRoute('/_app/cards/action')({
  component: ActionCardsPage,
})
