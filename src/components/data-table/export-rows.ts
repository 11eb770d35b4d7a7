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
