import { createFileRoute } from '@tanstack/react-router'
import { DatatableAdvancePage } from '@/features/tables'
import { ADVANCE_TABLE_FIELDS } from '@/features/tables/table-rules'
import { parsedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/datatables/advance')({
  // parsed with the page's own fields: plain values, no zod in the entry chunk (docs/state.md)
  validateSearch: parsedSearch(ADVANCE_TABLE_FIELDS),
  component: DatatableAdvancePage,
})
