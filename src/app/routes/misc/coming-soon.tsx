import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/misc'

export const Route = createFileRoute('/misc/coming-soon')({
  staticData: { namespaces: ['misc'], layout: 'blank' },
  component: ComingSoonPage,
})
