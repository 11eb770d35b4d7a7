import { createFileRoute } from '@tanstack/react-router'
import { BasicCardsPage } from '@/features/cards'

export const Route = createFileRoute('/_app/cards/basic')({
  component: BasicCardsPage,
})
