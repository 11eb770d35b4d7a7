import { createFileRoute } from '@tanstack/react-router'
import { SliderPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/slider')({
  component: SliderPage,
})
