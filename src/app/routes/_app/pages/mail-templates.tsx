import { createFileRoute } from '@tanstack/react-router'
import { MailTemplatesPage } from '@/features/mail-templates'
import type { mailTemplatesFields } from '@/features/mail-templates/mail-templates-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/pages/mail-templates')({
  staticData: { namespaces: ['mailTemplates'] },
  validateSearch: typedSearch<typeof mailTemplatesFields>(),
  component: MailTemplatesPage,
})
