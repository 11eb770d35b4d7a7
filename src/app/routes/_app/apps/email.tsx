import { createFileRoute } from '@tanstack/react-router'
import { startMailboxCalls } from '@/features/email/api/page-calls'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
import { EmailPage } from '@/features/email'
import type { emailFields } from '@/features/email/search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/email')({
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<typeof emailFields>(),
  staticData: { namespaces: ['email'] },
  // the list's first page is asked for with the page's chunk; only the list's params rerun it, not an opened mail
  loaderDeps: ({ search }) => ({ folder: search.folder, label: search.label, q: search.q }),
  loader: ({ deps }) => noteFirstPageAnswers(startMailboxCalls(queryClient, deps)),
  component: EmailPage,
})
