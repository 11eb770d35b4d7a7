import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { ColorsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/colors')({
  beforeLoad: requireAbility('read', 'UI'),
  staticData: { namespaces: ['uikit', 'uiDisplay'] },
  component: ColorsPage,
})
