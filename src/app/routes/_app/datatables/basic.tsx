import { createFileRoute } from '@tanstack/react-router'
import { DatatableBasicPage } from '@/features/tables'
import { BASIC_TABLE_FIELDS } from '@/features/tables/table-rules'
import { parsedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/datatables/basic')({
  // parsed with the page's own fields: plain values, no zod in the entry chunk (docs/state.md)
  validateSearch: parsedSearch(BASIC_TABLE_FIELDS),
  component: DatatableBasicPage,
})
