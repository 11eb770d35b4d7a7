import { createFileRoute } from '@tanstack/react-router'
import { NewestInvoiceRedirect } from '@/features/invoice'

export const Route = createFileRoute('/_app/apps/invoice/edit/')({
  component: () => <NewestInvoiceRedirect view="edit" />,
})
