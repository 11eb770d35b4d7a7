import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { EmailPage } from '@/features/email'
import type { emailFields } from '@/features/email/search'
import { typedSearch } from '@/lib/url-state'

export const Route = createFileRoute('/_app/apps/email')({
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<typeof emailFields>(),
  beforeLoad: requireAbility('read', 'Email'),
  staticData: { namespaces: ['email'] },
  component: EmailPage,
})
