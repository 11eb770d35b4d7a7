/* The data-table contract's plain values, without zod, for the table pages; `datatables.ts` re-exports them. */
/** The columns `/api/datatables/data` sorts by (`sortColumn`); `sort` is asc (the default) or desc. */
export const EMPLOYEE_SORT_COLUMNS = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const
export type EmployeeSortColumn = (typeof EMPLOYEE_SORT_COLUMNS)[number]
