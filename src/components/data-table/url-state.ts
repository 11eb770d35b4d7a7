import {
  enumParam,
  intParam,
  textParam,
  useUrlState,
  type UrlFields,
  type UrlParam,
  type UrlState,
} from '@/lib/url-state'
import { ALL_ROWS, type DataTableState } from './types'

export interface TableUrlRules<Column extends string> {
  /** The page sizes the table offers; `ALL_ROWS` (0) for "every row". */
  pageSizes: readonly number[]
  defaultPageSize: number
  /** Column ids that can be sorted; anything else in the URL is dropped. */
  sortColumns: readonly Column[]
}

/** A page size from the table's choices; "every row" reads from `all` (a link) or 0 (what the hook writes). */
function pageSizeParam({ pageSizes, defaultPageSize }: TableUrlRules<string>): UrlParam<number> {
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
 * A data table's state as URL search params, `?q=…&page=2&perPage=25&sortColumn=salary&sort=desc`, for
 * useUrlState (src/lib/url-state): defaults left out, anything the table cannot use dropped. Spread it into a
 * screen's fields beside its filters, once, at module level.
 */
export const tableUrlFields = <const Column extends string>(rules: TableUrlRules<Column>) => ({
  q: textParam(),
  page: intParam({ default: 1, min: 1 }),
  perPage: pageSizeParam(rules),
  sortColumn: enumParam(rules.sortColumns),
  sort: enumParam(['asc', 'desc'] as const),
})

/** The fields a table keeps in the URL, whatever its sortable columns; a screen may add its own. */
export type TableUrlFields = UrlFields & ReturnType<typeof tableUrlFields<string>>

/**
 * A screen's URL state (useUrlState) with the table's part as the kit's controlled state: `table` and `setTable`
 * go to DataTable's `state` and `onStateChange`; `search` and `setSearch` are the whole URL state, the screen's
 * filters included.
 */
export function useTableUrlState<F extends TableUrlFields>(fields: F) {
  const [search, setSearch] = useUrlState(fields)
  const { q, page, perPage, sortColumn, sort } = search as UrlState<TableUrlFields>
  const table: DataTableState = {
    pageIndex: page - 1,
    pageSize: perPage,
    search: q,
    sort: sortColumn ? { id: sortColumn, desc: sort === 'desc' } : null,
  }
  const setTable = (next: DataTableState) => {
    const change: Partial<UrlState<TableUrlFields>> = {
      q: next.search,
      page: next.pageIndex + 1,
      perPage: next.pageSize,
      // a column id the fields do not list reads as no sort, and the next write drops it
      sortColumn: next.sort?.id,
      sort: next.sort ? (next.sort.desc ? 'desc' : 'asc') : undefined,
    }
    setSearch(change as Partial<UrlState<F>>)
  }
  return { search, setSearch, table, setTable }
}
