import { EMPLOYEE_SORT_COLUMNS } from '@contract/datatables.values'
import { ALL_ROWS } from '@/components/data-table'
import { tableFields, type TableSearchRules } from './table-search'

/** The sortable columns, by id: the back end's `sortColumn` values but the id, which the tables do not show. */
export const EMPLOYEE_SORTABLE = EMPLOYEE_SORT_COLUMNS.filter((column) => column !== 'id')

/** The client-side table also offers every row at once (virtualised). */
export const BASIC_TABLE_RULES: TableSearchRules = {
  pageSizes: [10, 25, 50, 100, ALL_ROWS],
  defaultPageSize: 10,
  sortColumns: EMPLOYEE_SORTABLE,
}

/** The page sizes the server-side demo offers. */
export const ADVANCE_TABLE_RULES: TableSearchRules = {
  pageSizes: [7, 10, 25, 50, 75, 100],
  defaultPageSize: 10,
  sortColumns: EMPLOYEE_SORTABLE,
}

/** The URL fields of each page, built once so the hook's setter keeps its identity. */
export const BASIC_TABLE_FIELDS = tableFields(BASIC_TABLE_RULES)
export const ADVANCE_TABLE_FIELDS = tableFields(ADVANCE_TABLE_RULES)
