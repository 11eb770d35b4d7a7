import { createFileRoute } from '@tanstack/react-router'
import { NotAuthorizedPage } from '@/features/misc'

export const Route = createFileRoute('/misc/not-authorized')({
  staticData: { namespaces: ['misc'], layout: 'blank' },
  component: NotAuthorizedPage,
})
