import { createFileRoute } from '@tanstack/react-router'
import { UserViewPage } from '@/features/users'
import type { userViewFields } from '@/features/users/view-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  validateSearch: typedSearch<typeof userViewFields>(),
  component: function UserViewRoute() {
    const { id } = Route.useParams()
    return <UserViewPage id={/^[1-9]\d*$/.test(id) ? Number(id) : 0} />
  },
})
