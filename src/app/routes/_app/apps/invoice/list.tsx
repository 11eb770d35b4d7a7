import { createFileRoute } from '@tanstack/react-router'
import { InvoiceListPage } from '@/features/invoice'
import type { invoiceListFields } from '@/features/invoice/list-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/invoice/list')({
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<typeof invoiceListFields>(),
  component: InvoiceListPage,
})
