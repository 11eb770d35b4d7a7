import { createFileRoute } from '@tanstack/react-router'
import { startUserListCalls } from '@/features/users/api/page-calls'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
// the page's own module, not the feature's index, so the list's chunk leaves the view and edit pages out
import { UserListPage } from '@/features/users/user-list-page'
import type { userListFields } from '@/features/users/list-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/user/list')({
  // typed here and read by the page (useUrlState): parsing here put the fields in the entry chunk, +1.7 KB
  // on every page, past the sign-in budget (docs/state.md)
  validateSearch: typedSearch<typeof userListFields>(),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => noteFirstPageAnswers(startUserListCalls(queryClient, deps)),
  component: UserListPage,
})
