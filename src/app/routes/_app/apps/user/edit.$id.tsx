import { createFileRoute } from '@tanstack/react-router'
import { UserEditPage } from '@/features/users'
import type { userEditFields } from '@/features/users/edit-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/user/edit/$id')({
  validateSearch: typedSearch<typeof userEditFields>(),
  component: function UserEditRoute() {
    const { id } = Route.useParams()
    return <UserEditPage id={/^[1-9]\d*$/.test(id) ? Number(id) : 0} />
  },
})
