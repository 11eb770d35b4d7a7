import { ALL_ROWS, type DataTableState } from '@/components/data-table'
import { enumParam, intParam, textParam, useUrlState, type UrlParam } from '@/lib/url-state'

export interface TableSearchRules {
  pageSizes: readonly number[]
  defaultPageSize: number
  /** Column ids that can be sorted; anything else in the URL is dropped. */
  sortColumns: readonly string[]
}

/** A page size from the page's choices; "every row" reads from `all` (a link) or 0 (what the hook writes). */
function pageSizeParam({ pageSizes, defaultPageSize }: TableSearchRules): UrlParam<number> {
  return {
    default: defaultPageSize,
    read: (raw) => {
      const size =
        raw === 'all' ? ALL_ROWS : typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : NaN
      return pageSizes.includes(size) ? size : undefined
    },
  }
}

/**
 * A data table's state as URL search params: `?q=…&page=2&perPage=25&sortColumn=salary&sort=desc`, defaults left
 * out, anything the page cannot use (an old or hand-edited link) dropped. Build it once per page, at module level.
 */
export const tableFields = (rules: TableSearchRules) => ({
  q: textParam(),
  page: intParam({ default: 1, min: 1 }),
  perPage: pageSizeParam(rules),
  sortColumn: enumParam(rules.sortColumns),
  sort: enumParam(['asc', 'desc'] as const),
})
export type TableFields = ReturnType<typeof tableFields>

/** The kit's controlled state, kept in the URL through the one URL-state hook (docs/state.md). */
export function useTableUrlState(fields: TableFields) {
  const [search, setSearch] = useUrlState(fields)
  const state: DataTableState = {
    pageIndex: search.page - 1,
    pageSize: search.perPage,
    search: search.q,
    sort: search.sortColumn ? { id: search.sortColumn, desc: search.sort === 'desc' } : null,
  }
  const setState = (next: DataTableState) =>
    setSearch({
      q: next.search,
      page: next.pageIndex + 1,
      perPage: next.pageSize,
      sortColumn: next.sort?.id,
      sort: next.sort ? (next.sort.desc ? 'desc' : 'asc') : undefined,
    })
  return [state, setState] as const
}
