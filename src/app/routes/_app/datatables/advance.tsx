import { createFileRoute } from '@tanstack/react-router'
import { DatatableAdvancePage } from '@/features/tables'
import type { ADVANCE_TABLE_FIELDS } from '@/features/tables/table-rules'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/datatables/advance')({
  // typed here and read by the page (useUrlState): parsing here put the fields in the entry chunk, +1.7 KB
  // on every page, past the sign-in budget (docs/state.md)
  validateSearch: typedSearch<typeof ADVANCE_TABLE_FIELDS>(),
  component: DatatableAdvancePage,
})
