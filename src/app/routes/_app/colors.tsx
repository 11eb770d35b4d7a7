import { createFileRoute } from '@tanstack/react-router'
import { ColorsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/colors')({
  staticData: { namespaces: ['uikit', 'uiDisplay'] },
  component: ColorsPage,
})
