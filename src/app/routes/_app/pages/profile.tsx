import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { ProfilePage } from '@/features/profile'

export const Route = createFileRoute('/_app/pages/profile')({
  staticData: { namespaces: ['profile'] },
  beforeLoad: requireAbility('read', 'Page'),
  component: ProfilePage,
})
