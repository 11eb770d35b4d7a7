import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { FaqPage } from '@/features/help'
import type { faqFields } from '@/features/help/faq-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/pages/faq')({
  staticData: { namespaces: ['help'] },
  beforeLoad: requireAbility('read', 'Page'),
  validateSearch: typedSearch<typeof faqFields>(),
  component: FaqPage,
})
