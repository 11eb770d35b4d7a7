import { createFileRoute } from '@tanstack/react-router'
import { UserViewPage } from '@/features/users'

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  component: function UserViewRoute() {
    const { id } = Route.useParams()
    return <UserViewPage id={/^[1-9]\d*$/.test(id) ? Number(id) : 0} />
  },
})
