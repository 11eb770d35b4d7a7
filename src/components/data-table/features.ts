import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table'

/** What a column tells the kit beyond TanStack's definition. */
export interface DataTableColumnMeta {
  /** The column's name in the column menu and the CSV header (the header cell may be a button or an icon). */
  label: string
  /** Numbers line up at the end of the cell. */
  align?: 'start' | 'end'
  /** The CSV value when it is not the cell's raw value (a status number written as its word). */
  csv?: (value: unknown) => string | number
}

/*
 * The one feature set every table of the app uses (v9 registers features and row models explicitly, so only
 * these end up in the bundle). In server mode the `manual*` options bypass the three row models and the table
 * shows `data` as the page the server sent.
 */
export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
  columnMeta: metaHelper<DataTableColumnMeta>(),
})

export type DataTableFeatures = typeof dataTableFeatures

/** Column definitions for a table of `TData`: `const col = createDataTableColumnHelper<Employee>()`. */
export const createDataTableColumnHelper = <TData extends RowData>() =>
  createColumnHelper<DataTableFeatures, TData>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes accessors of every value type
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>
