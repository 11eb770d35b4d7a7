import type { RowData } from '@tanstack/react-table'
import { toCsv, type CsvCell } from './csv'
import type { DataTableInstance } from './use-data-table'
import { toXlsx } from './xlsx'

/** The file formats a table exports. */
export type ExportFormat = 'csv' | 'xlsx'

/**
 * The header and cells of `rows` over the visible columns that hold data (a label and an accessor: not the
 * checkbox or an actions column). A column's `meta.csv` turns its value into text where the raw value would mean
 * nothing to a reader (a status number). CSV and XLSX both start from this, so they always hold the same cells.
 */
export function exportCells<TData extends RowData>(table: DataTableInstance<TData>, rows: readonly TData[]) {
  const columns = table
    .getVisibleLeafColumns()
    .filter((column) => column.accessorFn && column.columnDef.meta?.label)
  const header = columns.map((column) => column.columnDef.meta?.label ?? column.id)
  const body = rows.map((row, index) =>
    columns.map((column) => {
      const value = column.accessorFn?.(row, index)
      const csv = column.columnDef.meta?.csv
      return (csv ? csv(value) : value) as CsvCell
    }),
  )
  return { header, body }
}

export function rowsToCsv<TData extends RowData>(table: DataTableInstance<TData>, rows: readonly TData[]) {
  const { header, body } = exportCells(table, rows)
  return toCsv(header, body)
}

export function rowsToXlsx<TData extends RowData>(table: DataTableInstance<TData>, rows: readonly TData[]) {
  const { header, body } = exportCells(table, rows)
  return toXlsx(header, body)
}

/** What the toolbar's export buttons do: write a file, print the rows, or copy them. */
export type ExportAction = ExportFormat | 'print' | 'copy'

/** One page of a server list's rows, as its call answers it. */
export interface ServerPage<TData> {
  rows: TData[]
  /** How many rows match in all (every page). */
  total: number
}

/**
 * Where a server-mode list's export reads every matching row: the list's own call, asked for page after page
 * with the search, filters and sort on screen. The screen builds it from its query; the kit walks the pages.
 */
export interface ServerExport<TData> {
  /** Page `page` (1-based) of `perPage` rows matching what the list shows now. */
  fetchPage: (page: number, perPage: number, signal: AbortSignal) => Promise<ServerPage<TData>>
  /** Rows per call: the back end's cap by default. */
  perPage?: number
}

/** The back end's largest page (`MAX_PER_PAGE` in contract/common.ts, which is not imported here: it brings zod). */
export const EXPORT_PAGE_SIZE = 100

/**
 * Every row `source` holds, page by page, in the list's order. `onProgress` hears the rows so far and the total
 * after each page. Stops at the total or at the first short page (rows deleted meanwhile), and throws the
 * AbortError when `signal` is aborted.
 */
export async function fetchAllRows<TData>(
  source: ServerExport<TData>,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<TData[]> {
  const perPage = source.perPage ?? EXPORT_PAGE_SIZE
  const rows: TData[] = []
  for (let page = 1; ; page += 1) {
    signal.throwIfAborted()
    const reply = await source.fetchPage(page, perPage, signal)
    rows.push(...reply.rows)
    onProgress(rows.length, Math.max(reply.total, rows.length))
    if (reply.rows.length < perPage || rows.length >= reply.total) return rows
  }
}

/** Cells as tab-separated lines (what a spreadsheet takes from the clipboard); tabs and line breaks become spaces. */
export function toTsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) => (value === null || value === undefined ? '' : String(value).replace(/[\t\r\n]+/g, ' '))
  return [header, ...rows].map((row) => row.map(cell).join('\t')).join('\n')
}
