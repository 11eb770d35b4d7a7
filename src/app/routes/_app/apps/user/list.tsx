import { createFileRoute } from '@tanstack/react-router'
import { UserListPage } from '@/features/users'
import { userListFields } from '@/features/users/list-search'
import { parsedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/user/list')({
  // parsed with the page's own fields: plain values, no zod in the entry chunk (docs/state.md)
  validateSearch: parsedSearch(userListFields),
  component: UserListPage,
})
