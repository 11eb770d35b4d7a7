/** One sorted column; the kit sorts by one column at a time. */
export interface DataTableSort {
  id: string
  desc: boolean
}

/**
 * The part of a table's state that a page keeps (usually in the URL): which page, how many rows, the search
 * text and the sort. The kit is controlled: it shows this state and asks for changes through `onStateChange`.
 */
export interface DataTableState {
  /** 0-based. */
  pageIndex: number
  pageSize: number
  search: string
  sort: DataTableSort | null
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const

/** A page size of 0 shows every row (client mode); the body is virtualised above `virtualizeAbove` rows. */
export const ALL_ROWS = 0
