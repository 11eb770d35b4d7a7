import { createFileRoute } from '@tanstack/react-router'
import { DividerPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/divider')({
  component: DividerPage,
})
