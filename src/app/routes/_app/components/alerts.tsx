import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/alerts')({
  component: AlertsPage,
})
