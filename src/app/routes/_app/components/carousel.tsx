import { createFileRoute } from '@tanstack/react-router'
import { CarouselPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/carousel')({
  component: CarouselPage,
})
