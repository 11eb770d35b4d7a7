import { createFileRoute } from '@tanstack/react-router'
import { RatingsPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/ratings')({
  component: RatingsPage,
})
