import { createFileRoute } from '@tanstack/react-router'
import { TourPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/tour')({
  component: TourPage,
})
