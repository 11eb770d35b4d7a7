import { createFileRoute } from '@tanstack/react-router'
import { ModalsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/modals')({
  component: ModalsPage,
})
