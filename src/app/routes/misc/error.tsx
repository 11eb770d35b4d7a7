import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/misc'

export const Route = createFileRoute('/misc/error')({
  staticData: { namespaces: ['misc'], layout: 'blank' },
  component: ErrorPage,
})
