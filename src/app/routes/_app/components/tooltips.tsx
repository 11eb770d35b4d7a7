import { createFileRoute } from '@tanstack/react-router'
import { TooltipsPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/tooltips')({
  component: TooltipsPage,
})
