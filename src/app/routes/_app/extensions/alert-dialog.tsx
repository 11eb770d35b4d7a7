import { createFileRoute } from '@tanstack/react-router'
import { AlertDialogPage } from '@/features/ui-kit/extensions'

export const Route = createFileRoute('/_app/extensions/alert-dialog')({
  component: AlertDialogPage,
})
