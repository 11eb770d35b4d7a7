import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { FirstUserRedirect } from '@/features/users'

export const Route = createFileRoute('/_app/apps/user/edit/')({
  beforeLoad: requireAbility('manage', 'User'),
  component: () => <FirstUserRedirect to="/apps/user/edit/$id" />,
})
