import { USER_PLANS, USER_ROLES, USER_SORT_COLUMNS, USER_STATUSES } from '@contract/users.values'
import { tableUrlFields } from '@/components/data-table/url-fields'
import { enumParam } from '@/lib/url-state/params'

export const USER_PAGE_SIZES = [10, 25, 50] as const

/** The user list's state in the URL: the table's search, page, page size and sort, and the three filters. */
export const userListFields = {
  ...tableUrlFields({ pageSizes: USER_PAGE_SIZES, defaultPageSize: 10, sortColumns: USER_SORT_COLUMNS }),
  role: enumParam(USER_ROLES),
  currentPlan: enumParam(USER_PLANS),
  status: enumParam(USER_STATUSES),
}
