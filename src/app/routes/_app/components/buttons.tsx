import { createFileRoute } from '@tanstack/react-router'
import { ButtonsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/buttons')({
  component: ButtonsPage,
})
