import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { EmailPage } from '@/features/email'
import type { EmailSearch } from '@/features/email/search'

export const Route = createFileRoute('/_app/apps/email')({
  // Typed here, validated with zod by the page (useEmailSearch): zod in validateSearch would put ~15 KB gzip
  // into the entry chunk that every page loads.
  validateSearch: (search: Record<string, unknown>) => search as EmailSearch,
  beforeLoad: requireAbility('read', 'Email'),
  staticData: { namespaces: ['email'] },
  component: EmailPage,
})
