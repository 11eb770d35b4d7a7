import type { RowData } from '@tanstack/react-table'
import { useCallback, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toast'
import { fillIn, SLOT } from '@/i18n/fill-in'
import { numberFormat } from '@/lib/intl'
import { scrollRegionProps } from '@/lib/use-scroll-region'
import { cn } from '@/lib/utils'
import { downloadCsv } from './csv'
import { DataTableExport, type RunExport } from './data-table-export'
import { DataTablePrint, type PrintSheet } from './data-table-print'
import { DataTableBulkBar } from './data-table-bulk-bar'
import { DataTableColumnHeader } from './data-table-column-header'
import {
  DataTableMessage,
  DataTableRows,
  DataTableSkeletonRows,
  DataTableVirtualRows,
} from './data-table-body'
import { DataTablePagination } from './data-table-pagination'
import { DataTableToolbar } from './data-table-toolbar'
import { DataTableViewOptions } from './data-table-view-options'
import {
  exportCells,
  fetchAllRows,
  rowsToCsv,
  rowsToXlsx,
  toTsv,
  type ExportFormat,
  type ServerExport,
} from './export-rows'
import { SelectLabelsContext, type SelectLabels } from './select-labels'
import { DEFAULT_PAGE_SIZES } from './types'
import { useDataTable, type UseDataTableOptions } from './use-data-table'
import { downloadXlsx } from './xlsx'

const CSV_ONLY: readonly ExportFormat[] = ['csv']
/** What the rows are in the table's first render: none yet, so they come in a render of their own. */
const FIRST_RENDER: never[] = []

export interface DataTableProps<TData extends RowData> extends UseDataTableOptions<TData> {
  /** The table's caption: names the table and its scroll region. Hidden unless `showCaption`. */
  caption: string
  showCaption?: boolean
  pageSizes?: readonly number[]
  /** First load: skeleton rows. */
  isLoading?: boolean
  /**
   * A later load (another page, sort or search) while the previous answer's rows stay on screen (React Query's
   * `isPlaceholderData`): the table is marked busy and dimmed until the new rows arrive.
   */
  isUpdating?: boolean
  /** A failed load: a message and, with `onRetry`, a Retry button. */
  isError?: boolean
  onRetry?: () => void
  /** Label of the search field; `searchable={false}` leaves the field out. */
  searchLabel?: string
  searchable?: boolean
  /** The file name of the export (without extension); without it there is no export button. */
  exportFileName?: string
  /** One export button per format; CSV only by default. XLSX loads its writer on the first export. */
  exportFormats?: readonly ExportFormat[]
  /**
   * `view`: export the selection, or every row the search kept when nothing is selected. `selection`: only the
   * selected rows; the buttons say how many and are disabled while none is selected.
   */
  exportScope?: 'view' | 'selection'
  /**
   * Server mode: where the export reads every row that matches the search, filters and sort (the list's own call,
   * page by page). Without it a server list's export writes the page on screen.
   */
  serverExport?: ServerExport<TData>
  /** The page's actions for the selected rows, shown in the bulk bar (rows are selectable with `selectColumn`). */
  bulkActions?: (rows: TData[], clearSelection: () => void) => ReactNode
  /** Extra buttons at the end of the toolbar. */
  toolbar?: ReactNode
  /** Above this many rows on screen, only the rows in view are rendered. */
  virtualizeAbove?: number
}

/**
 * A list screen's table: toolbar (search, columns, export), bulk bar, the table in a focusable scroll region
 * with a sticky header, and pagination. Client mode searches, sorts and pages `data` itself; server mode shows
 * the page the back end sent. See docs/data-table.md.
 */
export function DataTable<TData extends RowData>({
  caption,
  showCaption = false,
  pageSizes = DEFAULT_PAGE_SIZES,
  isLoading = false,
  isUpdating = false,
  isError = false,
  onRetry,
  searchLabel,
  searchable = true,
  exportFileName,
  exportFormats = CSV_ONLY,
  exportScope = 'view',
  serverExport,
  bulkActions,
  toolbar,
  virtualizeAbove = 50,
  ...options
}: DataTableProps<TData>) {
  const { t, i18n } = useTranslation('dataTable')
  const [printing, setPrinting] = useState<PrintSheet | null>(null)
  const donePrinting = useCallback(() => setPrinting(null), [])
  // translated once for every row's checkbox (src/i18n/fill-in.ts)
  const selectLabels = useMemo<SelectLabels>(
    () => ({ selectAll: t('selectAll'), selectRow: fillIn(t('selectRow', { row: SLOT })) }),
    [t],
  )
  const { table, selectedRows, clearSelection } = useDataTable(options)
  const captionId = useId()
  const allRows = table.getRowModel().rows
  // The first rows follow the rest of the table in a render of their own, which React may slice and commit apart:
  // a list's first load otherwise drew its page, the toolbar and every row's cells in one commit, the longest task
  // of its load, and the browser's style and layout of all of it in the next. Later rows (a page, a sort, a
  // search) are drawn at once: only the first render waits.
  const rowsDrawn = useDeferredValue(allRows, FIRST_RENDER) !== FIRST_RENDER
  const rows = rowsDrawn ? allRows : FIRST_RENDER
  const rowsPending = !rowsDrawn && allRows.length > 0
  const columnCount = table.getVisibleLeafColumns().length
  const virtual = rows.length > virtualizeAbove
  const search = options.state.search

  /** The rows an export writes, in the order on screen (sorted); selected rows the search hides come last. */
  function exportedRows(): TData[] {
    const view = table.getPrePaginatedRowModel().rows.map((row) => row.original)
    if (selectedRows.length === 0) return exportScope === 'selection' ? [] : view
    const position = new Map(view.map((row, index) => [row, index]))
    const place = (row: TData) => position.get(row) ?? view.length
    return selectedRows.toSorted((a, b) => place(a) - place(b))
  }

  /** With nothing selected, a server list with `serverExport` exports every matching row, not the page on screen. */
  function rowsToExport(signal: AbortSignal, onProgress: (done: number, total: number) => void) {
    if (options.mode === 'server' && serverExport && selectedRows.length === 0 && exportScope === 'view')
      return fetchAllRows(serverExport, signal, onProgress)
    return Promise.resolve(exportedRows())
  }

  const runExport: RunExport = async (action, signal, onProgress) => {
    let picked: TData[]
    try {
      picked = await rowsToExport(signal, onProgress)
    } catch {
      if (!signal.aborted) toast.error(t('exportFailed'))
      return
    }
    const name = exportFileName ?? 'export'
    if (action === 'csv') downloadCsv(name, rowsToCsv(table, picked))
    else if (action === 'xlsx') downloadXlsx(name, await rowsToXlsx(table, picked))
    else if (action === 'print') setPrinting({ title: caption, ...exportCells(table, picked) })
    else {
      const { header, body: cells } = exportCells(table, picked)
      try {
        await navigator.clipboard.writeText(toTsv(header, cells))
        toast.success(
          t('copied', { count: picked.length, formatted: numberFormat(i18n.language).format(picked.length) }),
        )
      } catch {
        toast.error(t('copyFailed'))
      }
    }
  }

  function body() {
    if (isLoading)
      return <DataTableSkeletonRows columns={columnCount} rows={Math.min(options.state.pageSize || 10, 10)} />
    if (rowsPending)
      return <DataTableSkeletonRows columns={columnCount} rows={Math.min(allRows.length, 15)} />
    if (isError)
      return (
        <DataTableMessage columns={columnCount} tone="error" onRetry={onRetry}>
          {t('error')}
        </DataTableMessage>
      )
    if (rows.length === 0)
      return (
        <DataTableMessage columns={columnCount} tone="empty">
          {search ? t('emptySearch', { query: search }) : t('empty')}
        </DataTableMessage>
      )
    if (virtual) return <DataTableVirtualRows table={table} rows={rows} />
    return <DataTableRows table={table} rows={rows} />
  }

  return (
    <SelectLabelsContext value={selectLabels}>
      <div className="flex min-w-0 flex-col">
        <DataTableToolbar
          search={search}
          onSearch={searchable ? (text) => table.setGlobalFilter(text) : undefined}
          searchLabel={searchLabel}
        >
          {toolbar}
          <DataTableViewOptions table={table} />
          {exportFileName && (
            <DataTableExport
              formats={exportFormats}
              scope={exportScope}
              selectedCount={selectedRows.length}
              onExport={runExport}
            />
          )}
          {printing && <DataTablePrint sheet={printing} onDone={donePrinting} />}
        </DataTableToolbar>
        <DataTableBulkBar count={selectedRows.length} onClear={clearSelection}>
          {bulkActions?.(selectedRows, clearSelection)}
        </DataTableBulkBar>
        <div
          {...scrollRegionProps}
          // keyboard users scroll the region with the arrow keys once it has focus (WCAG 2.1.1)
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-labelledby={captionId}
          className="max-h-[70dvh] overflow-auto overscroll-x-contain border-y border-border focus-visible:outline-offset-[-2px]"
        >
          <table
            className={cn(
              'w-full border-separate border-spacing-0 text-sm transition-opacity',
              isUpdating && 'opacity-60',
            )}
            aria-rowcount={virtual ? rows.length + 1 : undefined}
            aria-busy={isLoading || rowsPending || isUpdating || undefined}
          >
            <caption id={captionId} className={cn('p-4 text-start font-medium', !showCaption && 'sr-only')}>
              {caption}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
                  {group.headers.map((header) => (
                    <DataTableColumnHeader key={header.id} header={header}>
                      <table.FlexRender header={header} />
                    </DataTableColumnHeader>
                  ))}
                </tr>
              ))}
            </thead>
            {body()}
          </table>
        </div>
        <DataTablePagination table={table} pageSize={options.state.pageSize} pageSizes={pageSizes} />
      </div>
    </SelectLabelsContext>
  )
}
