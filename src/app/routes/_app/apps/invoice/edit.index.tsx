import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { NewestInvoiceRedirect } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/edit/')({
  beforeLoad: requireAbility('manage', 'Invoice'),
  component: () => <NewestInvoiceRedirect view="edit" />,
})
