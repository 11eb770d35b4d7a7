import { createFileRoute } from '@tanstack/react-router'
import { startPageCalls } from '@/app/page-calls'
// the page's own module, not the feature's index, so the list's chunk leaves the view and edit pages out
import { UserListPage } from '@/features/users/user-list-page'
import { userListFields } from '@/features/users/list-search'
import { parsedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/user/list')({
  // parsed with the page's own fields: plain values, no zod in the entry chunk (docs/state.md)
  validateSearch: parsedSearch(userListFields),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => startPageCalls('userList', deps),
  component: UserListPage,
})
