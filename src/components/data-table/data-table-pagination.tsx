import type { RowData } from '@tanstack/react-table'
import type { LucideIcon } from 'lucide-react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import ChevronsLeft from 'lucide-react/icons/chevrons-left'
import ChevronsRight from 'lucide-react/icons/chevrons-right'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { SelectOnIntent } from '@/components/ui/select-on-intent'
import { ALL_ROWS } from './types'
import type { DataTableInstance } from './use-data-table'
import { numberFormat } from '@/lib/intl'

interface PaginationProps<TData extends RowData> {
  table: DataTableInstance<TData>
  /** The size the page asked for (ALL_ROWS for every row); the table's own is the resolved number. */
  pageSize: number
  pageSizes: readonly number[]
}

/** "Showing 11–20 of 100", the page size, and first / previous / next / last. */
export function DataTablePagination<TData extends RowData>({
  table,
  pageSize,
  pageSizes,
}: PaginationProps<TData>) {
  const { t, i18n } = useTranslation('dataTable')
  const sizeLabelId = useId()
  const number = numberFormat(i18n.language)
  const sizeLabel = (size: number) => (size === ALL_ROWS ? t('allRows') : number.format(size))
  const { pageIndex, pageSize: rowsPerPage } = table.state.pagination
  const total = table.getRowCount()
  const pageCount = Math.max(table.getPageCount(), 1)
  const from = pageIndex * rowsPerPage + 1
  const to = Math.min(total, (pageIndex + 1) * rowsPerPage)
  const status =
    from > total
      ? t('showingNone', { total: number.format(total) })
      : t('showing', { from: number.format(from), to: number.format(to), total: number.format(total) })
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        {status}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <span id={sizeLabelId} className="text-muted-foreground">
            {t('rowsPerPage')}
          </span>
          <SelectOnIntent
            value={String(pageSize)}
            choices={pageSizes.map((size) => ({ value: String(size), label: sizeLabel(size) }))}
            onValueChange={(value) => table.setPageSize(Number(value))}
            size="sm"
            className="w-20"
            aria-labelledby={sizeLabelId}
          />
        </div>
        <nav aria-label={t('pagination')} className="flex items-center gap-1">
          <PageButton
            icon={ChevronsLeft}
            label={t('firstPage')}
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.firstPage()}
          />
          <PageButton
            icon={ChevronLeft}
            label={t('previousPage')}
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          />
          <span className="px-2 whitespace-nowrap tabular-nums">
            {t('pageOf', {
              page: number.format(Math.min(pageIndex + 1, pageCount)),
              pages: number.format(pageCount),
            })}
          </span>
          <PageButton
            icon={ChevronRight}
            label={t('nextPage')}
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          />
          <PageButton
            icon={ChevronsRight}
            label={t('lastPage')}
            disabled={!table.getCanNextPage()}
            onClick={() => table.lastPage()}
          />
        </nav>
      </div>
    </div>
  )
}

function PageButton({
  icon: Icon,
  label,
  disabled,
  onClick,
}: {
  icon: LucideIcon
  label: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <Button
      variant="outline"
      color="neutral"
      size="icon-sm"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {/* chevrons point the way the page turns, so they flip in right-to-left */}
      <Icon aria-hidden className="rtl-flip" />
    </Button>
  )
}
