import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home'
import { requireAbility } from '@/app/guards'

export const Route = createFileRoute('/_app/')({
  staticData: { namespaces: ['home'] },
  beforeLoad: requireAbility('read', 'Dashboard'),
  component: HomePage,
})
