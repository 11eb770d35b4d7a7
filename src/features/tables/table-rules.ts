import { EMPLOYEE_SORT_COLUMNS } from '@contract/datatables.values'
import { ALL_ROWS } from '@/components/data-table/types'
import { tableUrlFields, type TableUrlRules } from '@/components/data-table/url-fields'

/** The sortable columns, by id: the back end's `sortColumn` values but the id, which the tables do not show. */
export const EMPLOYEE_SORTABLE = EMPLOYEE_SORT_COLUMNS.filter((column) => column !== 'id')

/** The client-side table also offers every row at once (virtualised). */
export const BASIC_TABLE_RULES: TableUrlRules<(typeof EMPLOYEE_SORTABLE)[number]> = {
  pageSizes: [10, 25, 50, 100, ALL_ROWS],
  defaultPageSize: 10,
  sortColumns: EMPLOYEE_SORTABLE,
}

/** The page sizes the server-side demo offers. */
export const ADVANCE_TABLE_RULES: TableUrlRules<(typeof EMPLOYEE_SORTABLE)[number]> = {
  pageSizes: [7, 10, 25, 50, 75, 100],
  defaultPageSize: 10,
  sortColumns: EMPLOYEE_SORTABLE,
}

/** The URL fields of each page, built once so the hook's setter keeps its identity. */
export const BASIC_TABLE_FIELDS = tableUrlFields(BASIC_TABLE_RULES)
export const ADVANCE_TABLE_FIELDS = tableUrlFields(ADVANCE_TABLE_RULES)
