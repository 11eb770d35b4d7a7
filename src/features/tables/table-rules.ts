import type { EmployeeSortColumn } from '@contract/datatables'
import { ALL_ROWS } from '@/components/data-table'
import type { TableSearchRules } from './table-search'

/** The sortable columns, by id; the ids are the back end's `sortColumn` values. */
export const EMPLOYEE_SORTABLE: readonly EmployeeSortColumn[] = [
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
]

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
