import { ALL_ROWS, type DataTableState } from '@/components/data-table'
import { definedOnly, oneOf, positiveInt, searchText } from '@/lib/url-search'

/** The table's state as URL search params: `?q=…&page=2&perPage=25&sortColumn=salary&sort=desc`. */
export interface TableSearch {
  q?: string
  page?: number
  /** A number, or `all` where the page offers every row. */
  perPage?: number | 'all'
  sortColumn?: string
  sort?: 'asc' | 'desc'
}

export interface TableSearchRules {
  pageSizes: readonly number[]
  defaultPageSize: number
  /** Column ids that can be sorted; anything else in the URL is dropped. */
  sortColumns: readonly string[]
}

/** Reads the URL into the kit's state, dropping what the page cannot use (an old or hand-edited link). */
export function parseTableSearch(search: TableSearch, rules: TableSearchRules): DataTableState {
  const perPage = search.perPage === 'all' ? ALL_ROWS : positiveInt(search.perPage)
  const sortColumn = oneOf(search.sortColumn, rules.sortColumns)
  return {
    pageIndex: (positiveInt(search.page) ?? 1) - 1,
    pageSize: perPage !== undefined && rules.pageSizes.includes(perPage) ? perPage : rules.defaultPageSize,
    search: searchText(search.q) ?? '',
    sort: sortColumn ? { id: sortColumn, desc: search.sort === 'desc' } : null,
  }
}

/** The state as search params, defaults left out so a plain visit has a plain URL. */
export function toTableSearch(state: DataTableState, rules: TableSearchRules): TableSearch {
  return definedOnly({
    q: state.search || undefined,
    page: state.pageIndex > 0 ? state.pageIndex + 1 : undefined,
    perPage:
      state.pageSize === rules.defaultPageSize
        ? undefined
        : state.pageSize === ALL_ROWS
          ? 'all'
          : state.pageSize,
    sortColumn: state.sort?.id,
    sort: state.sort ? (state.sort.desc ? 'desc' : 'asc') : undefined,
  })
}
