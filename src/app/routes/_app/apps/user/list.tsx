import { createFileRoute } from '@tanstack/react-router'
import { UserListPage } from '@/features/users'
import type { userListFields } from '@/features/users/list-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/user/list')({
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<typeof userListFields>(),
  component: UserListPage,
})
