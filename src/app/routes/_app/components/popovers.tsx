import { createFileRoute } from '@tanstack/react-router'
import { PopoversPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/popovers')({
  component: PopoversPage,
})
