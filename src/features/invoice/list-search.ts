import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES } from '@contract/invoice.values'
import type { DataTableState } from '@/components/data-table'
import { enumParam, intParam, oneOf, textParam, useUrlState } from '@/lib/url-state'

export const INVOICE_PAGE_SIZES = [10, 25, 50] as const

/** The invoice list's state in the URL: search, status, page, page size and sort (docs/state.md). */
export const invoiceListFields = {
  q: textParam(),
  status: enumParam(INVOICE_STATUSES),
  page: intParam({ default: 1, min: 1 }),
  perPage: oneOf(INVOICE_PAGE_SIZES, 10),
  sortColumn: enumParam(INVOICE_SORT_COLUMNS),
  sort: enumParam(['asc', 'desc'] as const),
}

/** The table kit's controlled state and the status filter, read from and written to the URL. */
export function useInvoiceListState() {
  const [search, setSearch] = useUrlState(invoiceListFields)
  const table: DataTableState = {
    pageIndex: search.page - 1,
    pageSize: search.perPage,
    search: search.q,
    sort: search.sortColumn ? { id: search.sortColumn, desc: search.sort === 'desc' } : null,
  }
  const setTable = (next: DataTableState) =>
    setSearch({
      q: next.search,
      page: next.pageIndex + 1,
      perPage: next.pageSize as (typeof INVOICE_PAGE_SIZES)[number],
      sortColumn: next.sort?.id as (typeof INVOICE_SORT_COLUMNS)[number] | undefined,
      sort: next.sort ? (next.sort.desc ? 'desc' : 'asc') : undefined,
    })
  return { search, setSearch, table, setTable }
}
