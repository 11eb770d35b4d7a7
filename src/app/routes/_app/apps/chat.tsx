import { createFileRoute } from '@tanstack/react-router'
import { startPageCalls } from '@/app/page-calls'
import { ChatPage } from '@/features/chat'
import type { chatFields } from '@/features/chat/search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/chat')({
  staticData: { namespaces: ['chat'] },
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<typeof chatFields>(),
  loader: () => startPageCalls('chat'),
  component: ChatPage,
})
