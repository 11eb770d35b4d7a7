import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The users app needs `read` on `User`, the ability its menu group and API calls ask for. */
export const Route = createFileRoute('/_app/apps/user')({
  beforeLoad: requireAbility('read', 'User'),
  staticData: { namespaces: ['users', 'dataTable'] },
})
