import { createFileRoute } from '@tanstack/react-router'
import { ToastsServicePage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/toasts')({
  component: ToastsServicePage,
})
