import { enumParam, intParam, textParam, type UrlFields, type UrlParam } from '@/lib/url-state/params'
import { ALL_ROWS } from './types'

// Apart from the hook (url-state.ts): route files parse their search with these fields, and what they import sits
// in the entry chunk every page loads.

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
