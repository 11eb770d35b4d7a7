import { createFileRoute } from '@tanstack/react-router'
import { ProgressPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/progress')({
  component: ProgressPage,
})
