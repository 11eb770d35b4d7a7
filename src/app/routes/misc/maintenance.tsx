import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '@/features/misc'

export const Route = createFileRoute('/misc/maintenance')({
  staticData: { namespaces: ['misc'], layout: 'blank' },
  component: MaintenancePage,
})
