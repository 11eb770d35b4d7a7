import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '@/features/help'
import type { faqFields } from '@/features/help/faq-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/pages/faq')({
  staticData: { namespaces: ['help'] },
  validateSearch: typedSearch<typeof faqFields>(),
  component: FaqPage,
})
