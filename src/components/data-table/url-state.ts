import type { UrlState } from '@/lib/url-state/params'
import { useUrlState } from '@/lib/url-state/use-url-state'
import type { DataTableState } from './types'
import type { TableUrlFields } from './url-fields'

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
