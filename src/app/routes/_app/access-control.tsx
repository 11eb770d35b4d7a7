import { createFileRoute } from '@tanstack/react-router'
import { AccessControlPage } from '@/features/access-control'
import { requireAbility } from '@/app/guards'

export const Route = createFileRoute('/_app/access-control')({
  staticData: { namespaces: ['accessControl', 'auth'] },
  beforeLoad: requireAbility('read', 'ACL'),
  component: AccessControlPage,
})
