import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { IconsPage } from '@/features/ui-kit/icons'

export const Route = createFileRoute('/_app/icons')({
  beforeLoad: requireAbility('read', 'UI'),
  staticData: { namespaces: ['uikit', 'uiIcons'] },
  component: IconsPage,
})
