import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

export const Route = createFileRoute('/_app/menu-levels')({
  beforeLoad: requireAbility('read', 'Page'),
  staticData: { namespaces: ['pageLayouts'] },
})
