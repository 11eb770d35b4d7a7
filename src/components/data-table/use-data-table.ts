import {
  functionalUpdate,
  useTable,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { dataTableFeatures, type DataTableColumnDef } from './features'
import { ALL_ROWS, type DataTableState } from './types'

export interface UseDataTableOptions<TData extends RowData> {
  columns: DataTableColumnDef<TData>[]
  data: TData[]
  /** A stable id per row: selection is kept by id, across pages. */
  getRowId: (row: TData) => string
  state: DataTableState
  onStateChange: (state: DataTableState) => void
  /** `server`: `data` is one page already searched, sorted and cut by the back end, `total` rows in all. */
  mode?: 'client' | 'server'
  total?: number
  /** Columns hidden until the user shows them in the column menu. */
  hiddenColumns?: readonly string[]
}

/**
 * The TanStack table behind a `DataTable`. Page, size, search and sort come from the page's state (the URL);
 * selection and column visibility are the table's own. Selected rows are remembered by id with their data, so
 * a selection survives paging in server mode, where other pages' rows are not loaded.
 */
export function useDataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  state,
  onStateChange,
  mode = 'client',
  total,
  hiddenColumns = [],
}: UseDataTableOptions<TData>) {
  const server = mode === 'server'
  const [selected, setSelected] = useState<ReadonlyMap<string, TData>>(() => new Map())
  const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(hiddenColumns.map((id) => [id, false])),
  )

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected.keys()].map((id) => [id, true])),
    [selected],
  )
  // kept while their values are, so the table's state, and the rows that compare it (data-table-body.tsx), stay
  // the same object when the page renders again for something else
  const rowsPerPage = state.pageSize === ALL_ROWS ? Math.max(data.length, 1) : state.pageSize
  const pagination = useMemo<PaginationState>(
    // "all rows" is a page as long as the data
    () => ({ pageIndex: state.pageIndex, pageSize: rowsPerPage }),
    [state.pageIndex, rowsPerPage],
  )
  const sortId = state.sort?.id
  const sortDesc = state.sort?.desc
  const sorting = useMemo<SortingState>(
    () => (sortId === undefined ? [] : [{ id: sortId, desc: sortDesc ?? false }]),
    [sortId, sortDesc],
  )

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: { pagination, sorting, globalFilter: state.search, rowSelection, columnVisibility },
    manualPagination: server,
    manualSorting: server,
    manualFiltering: server,
    rowCount: server ? total : undefined,
    enableMultiSort: false,
    // the first click sorts ascending for every column (TanStack starts numbers descending by default)
    sortDescFirst: false,
    // page changes come from the page's state only: a new search or sort resets it there (see onStateChange)
    autoResetPageIndex: false,
    globalFilterFn: 'includesString',
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination)
      const pageSize = next.pageSize === pagination.pageSize ? state.pageSize : next.pageSize
      onStateChange({ ...state, pageIndex: pageSize === state.pageSize ? next.pageIndex : 0, pageSize })
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = functionalUpdate(updater, sorting)
      onStateChange({ ...state, pageIndex: 0, sort: first ? { id: first.id, desc: first.desc } : null })
    },
    onGlobalFilterChange: (updater: Updater<string>) => {
      const search = functionalUpdate(updater, state.search)
      onStateChange({ ...state, pageIndex: 0, search })
    },
    onColumnVisibilityChange: (updater: Updater<Record<string, boolean>>) =>
      setColumnVisibility((old) => functionalUpdate(updater, old)),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection)
      setSelected((old) => {
        const loaded = new Map(table.getCoreRowModel().rows.map((row) => [row.id, row.original]))
        const kept = new Map<string, TData>()
        for (const [id, on] of Object.entries(next)) {
          const row = on ? (loaded.get(id) ?? old.get(id)) : undefined
          if (row !== undefined) kept.set(id, row)
        }
        return kept
      })
    },
  })
  return { table, selectedRows: [...selected.values()], clearSelection: () => setSelected(new Map()) }
}

export type DataTableInstance<TData extends RowData> = ReturnType<typeof useDataTable<TData>>['table']
