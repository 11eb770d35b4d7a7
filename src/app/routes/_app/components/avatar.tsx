import { createFileRoute } from '@tanstack/react-router'
import { AvatarPage } from '@/features/ui-kit/display'

export const Route = createFileRoute('/_app/components/avatar')({
  component: AvatarPage,
})
