import { createFileRoute } from '@tanstack/react-router'
import { ToastsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/toasts')({
  component: ToastsPage,
})
