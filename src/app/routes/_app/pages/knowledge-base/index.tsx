import { createFileRoute } from '@tanstack/react-router'
import { KnowledgeBasePage } from '@/features/help'
import type { kbFields } from '@/features/help/faq-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/pages/knowledge-base/')({
  staticData: { namespaces: ['help'] },
  validateSearch: typedSearch<typeof kbFields>(),
  component: KnowledgeBasePage,
})
