import { createFileRoute } from '@tanstack/react-router'
import { SpinnersPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/spinners')({
  component: SpinnersPage,
})
