export { DataTable, type DataTableProps } from './data-table'
export { DataTableBulkBar } from './data-table-bulk-bar'
export { DataTableColumnHeader } from './data-table-column-header'
export { DataTablePagination } from './data-table-pagination'
export { DataTableToolbar } from './data-table-toolbar'
export { DataTableViewOptions } from './data-table-view-options'
export { csvCell, csvDelimiter, CsvParseError, downloadCsv, parseCsv, toCsv } from './csv'
export { datedFileName, saveFile } from './download'
export { exportCells, rowsToCsv, rowsToXlsx, type ExportFormat, type ServerExport } from './export-rows'
export { downloadXlsx, readXlsx, toXlsx, XLSX_MIME, type XlsxCell } from './xlsx'
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
} from './features'
export { selectColumn, SELECT_COLUMN_ID } from './select-column'
export { ALL_ROWS, DEFAULT_PAGE_SIZES, type DataTableSort, type DataTableState } from './types'
export { tableUrlFields, type TableUrlFields, type TableUrlRules } from './url-fields'
export { useTableUrlState } from './url-state'
export { useDataTable, type DataTableInstance, type UseDataTableOptions } from './use-data-table'
// small read-only tables in cards; import them from their own files, so a card does not load TanStack Table
export { SimpleTable, type SimpleColumn, type SimpleTableProps } from './simple-table'
export { TableScrollRegion } from './table-scroll-region'
