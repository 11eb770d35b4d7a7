import { createFileRoute } from '@tanstack/react-router'
import { InvoiceListPage } from '@/features/invoice'
import type { invoiceListFields } from '@/features/invoice/list-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/invoice/list')({
  // typed here and read by the page (useUrlState): parsing here put the fields in the entry chunk, +1.7 KB
  // on every page, past the sign-in budget (docs/state.md)
  validateSearch: typedSearch<typeof invoiceListFields>(),
  component: InvoiceListPage,
})
