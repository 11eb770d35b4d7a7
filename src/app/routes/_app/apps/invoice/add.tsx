import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { InvoiceAddPage } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/add')({
  beforeLoad: requireAbility('manage', 'Invoice'),
  component: InvoiceAddPage,
})
