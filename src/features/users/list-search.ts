import { USER_PLANS, USER_ROLES, USER_SORT_COLUMNS, USER_STATUSES } from '@contract/users.values'
import type { DataTableState } from '@/components/data-table'
import { enumParam, intParam, oneOf, textParam, useUrlState } from '@/lib/url-state'

export const USER_PAGE_SIZES = [10, 25, 50] as const

/** The user list's state in the URL: search, the three filters, page, page size and sort (docs/state.md). */
export const userListFields = {
  q: textParam(),
  role: enumParam(USER_ROLES),
  currentPlan: enumParam(USER_PLANS),
  status: enumParam(USER_STATUSES),
  page: intParam({ default: 1, min: 1 }),
  perPage: oneOf(USER_PAGE_SIZES, 10),
  sortColumn: enumParam(USER_SORT_COLUMNS),
  sort: enumParam(['asc', 'desc'] as const),
}

/** The table kit's controlled state and the filters, both read from and written to the URL. */
export function useUserListState() {
  const [search, setSearch] = useUrlState(userListFields)
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
      perPage: next.pageSize as (typeof USER_PAGE_SIZES)[number],
      sortColumn: next.sort?.id as (typeof USER_SORT_COLUMNS)[number] | undefined,
      sort: next.sort ? (next.sort.desc ? 'desc' : 'asc') : undefined,
    })
  return { search, setSearch, table, setTable }
}
