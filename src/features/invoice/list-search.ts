import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES } from '@contract/invoice.values'
import { tableUrlFields } from '@/components/data-table/url-fields'
import { enumParam } from '@/lib/url-state/params'

export const INVOICE_PAGE_SIZES = [10, 25, 50] as const

/** The invoice list's state in the URL: the table's search, page, page size and sort, and the status filter. */
export const invoiceListFields = {
  ...tableUrlFields({
    pageSizes: INVOICE_PAGE_SIZES,
    defaultPageSize: 10,
    sortColumns: INVOICE_SORT_COLUMNS,
  }),
  status: enumParam(INVOICE_STATUSES),
}
