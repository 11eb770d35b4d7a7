import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { EmailPage } from '@/features/email'
import { emailSearchSchema } from '@/features/email/search'

export const Route = createFileRoute('/_app/apps/email')({
  validateSearch: (search: Record<string, unknown>) => emailSearchSchema.parse(search),
  beforeLoad: requireAbility('read', 'Email'),
  staticData: { namespaces: ['email'] },
  component: EmailPage,
})
