import { createFileRoute } from '@tanstack/react-router'
import { AccessControlPage } from '@/features/access-control'

export const Route = createFileRoute('/_app/access-control')({
  staticData: { namespaces: ['accessControl', 'auth'] },
  component: AccessControlPage,
})
