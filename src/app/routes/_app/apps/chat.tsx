import { createFileRoute } from '@tanstack/react-router'
import { startChatCalls } from '@/features/chat/api/page-calls'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
import { ChatPage } from '@/features/chat'
import type { chatFields } from '@/features/chat/search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/chat')({
  staticData: { namespaces: ['chat'] },
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<typeof chatFields>(),
  loader: () => noteFirstPageAnswers(startChatCalls(queryClient)),
  component: ChatPage,
})
