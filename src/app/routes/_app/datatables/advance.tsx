import { createFileRoute } from '@tanstack/react-router'
import { DatatableAdvancePage } from '@/features/tables'
import type { TableFields } from '@/features/tables/table-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/datatables/advance')({
  // typed here, read by the page's chunk (useUrlState), so the fields stay out of the entry chunk (docs/state.md)
  validateSearch: typedSearch<TableFields>(),
  component: DatatableAdvancePage,
})
