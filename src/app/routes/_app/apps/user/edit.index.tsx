import { createFileRoute } from '@tanstack/react-router'
import { FirstUserRedirect } from '@/features/users'

export const Route = createFileRoute('/_app/apps/user/edit/')({
  component: () => <FirstUserRedirect to="/apps/user/edit/$id" />,
})
