import { createFileRoute } from '@tanstack/react-router'
import { CarouselSliderPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/carousel')({
  component: CarouselSliderPage,
})
