import { createFileRoute } from '@tanstack/react-router'
import { BadgesPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/badges')({
  component: BadgesPage,
})
