import { createFileRoute } from '@tanstack/react-router'
import { TimelinePage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/timeline')({
  component: TimelinePage,
})
