import { createFileRoute } from '@tanstack/react-router'
import { PillsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/pills')({
  component: PillsPage,
})
