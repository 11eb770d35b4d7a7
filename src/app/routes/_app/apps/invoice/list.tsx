import { createFileRoute } from '@tanstack/react-router'
import { InvoiceListPage } from '@/features/invoice'
import { invoiceListFields } from '@/features/invoice/list-search'
import { parsedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/apps/invoice/list')({
  // parsed with the page's own fields: plain values, no zod in the entry chunk (docs/state.md)
  validateSearch: parsedSearch(invoiceListFields),
  component: InvoiceListPage,
})
