import { createFileRoute } from '@tanstack/react-router'
import { CollapsePage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/collapse')({
  component: CollapsePage,
})
