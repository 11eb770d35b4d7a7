import { createFileRoute } from '@tanstack/react-router'
import { FirstUserRedirect } from '@/features/users'

export const Route = createFileRoute('/_app/apps/user/view/')({
  component: FirstUserRedirect,
})
