import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '@/features/misc'

export const Route = createFileRoute('/misc/maintenance')({
  staticData: { layout: 'blank' },
  component: MaintenancePage,
})
