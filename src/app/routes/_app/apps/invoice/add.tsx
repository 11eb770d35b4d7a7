import { createFileRoute } from '@tanstack/react-router'
import { InvoiceAddPage } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/add')({
  component: InvoiceAddPage,
})
