import type { Row, RowData } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { CircleAlert, Inbox } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import type { DataTableFeatures } from './features'
import type { DataTableInstance } from './use-data-table'

/** Row height the virtualiser starts from; rows are one line (cells do not wrap), so it is also the real one. */
const ROW_HEIGHT = 53

interface BodyProps<TData extends RowData> {
  table: DataTableInstance<TData>
  rows: Row<DataTableFeatures, TData>[]
}

export function DataTableRow<TData extends RowData>({
  table,
  row,
  rowIndex,
}: {
  table: DataTableInstance<TData>
  row: Row<DataTableFeatures, TData>
  /** aria-rowindex when only some rows are in the DOM (1 is the header row). */
  rowIndex?: number
}) {
  return (
    <tr
      aria-rowindex={rowIndex}
      aria-selected={row.getIsSelected() || undefined}
      className="border-b border-border last:border-b-0 hover:bg-muted/60 aria-selected:bg-primary-light/50"
    >
      {row.getVisibleCells().map((cell) => (
        // the cell's content (FlexRender) is its label; the rule cannot see through it
        // oxlint-disable-next-line jsx-a11y/control-has-associated-label
        <td
          key={cell.id}
          className={cn(
            'h-13 px-4 py-2 whitespace-nowrap',
            cell.column.columnDef.meta?.align === 'end' && 'text-end tabular-nums',
          )}
        >
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  )
}

export function DataTableRows<TData extends RowData>({ table, rows }: BodyProps<TData>) {
  return (
    <tbody>
      {rows.map((row) => (
        <DataTableRow key={row.id} table={table} row={row} />
      ))}
    </tbody>
  )
}

/**
 * Only the rows in view (plus a margin) are in the DOM; two spacer rows keep the scroll height, so the table
 * stays a real `<table>` with its sticky header. Each row carries its `aria-rowindex` and the table its
 * `aria-rowcount`, so a screen reader still says "row 5,000 of 10,001".
 */
export function DataTableVirtualRows<TData extends RowData>({
  table,
  rows,
  scrollElement,
}: BodyProps<TData> & { scrollElement: HTMLDivElement | null }) {
  // the virtualiser keeps its own mutable state; this component is not memoised, so the compiler rule's
  // concern (a stale memoised read) does not apply
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index].id,
    overscan: 8,
  })
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  const columns = table.getVisibleLeafColumns().length
  return (
    <tbody>
      {before > 0 && <Spacer height={before} columns={columns} />}
      {items.map((item) => (
        <DataTableRow key={item.key} table={table} row={rows[item.index]} rowIndex={item.index + 2} />
      ))}
      {after > 0 && <Spacer height={after} columns={columns} />}
    </tbody>
  )
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- an empty spacer, hidden */}
      <td colSpan={columns} className="p-0" />
    </tr>
  )
}

export function DataTableSkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return (
    <tbody>
      {Array.from({ length: rows }, (_, index) => (
        <tr key={index} className="border-b border-border last:border-b-0">
          {Array.from({ length: columns }, (__, cell) => (
            <td key={cell} className="h-13 px-4 py-2">
              <Skeleton className="h-4 w-full min-w-12" />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  )
}

/** One full-width row with a message: nothing found, or the call failed (with its Retry button). */
export function DataTableMessage({
  columns,
  tone,
  children,
  onRetry,
}: {
  columns: number
  tone: 'empty' | 'error'
  children: ReactNode
  onRetry?: () => void
}) {
  const { t } = useTranslation('dataTable')
  const Icon = tone === 'error' ? CircleAlert : Inbox
  return (
    <tbody>
      <tr>
        <td colSpan={columns} className="px-4 py-12 text-center">
          <div
            role={tone === 'error' ? 'alert' : undefined}
            className="flex flex-col items-center gap-3 text-muted-foreground"
          >
            <Icon aria-hidden className={cn('size-8', tone === 'error' && 'text-danger-ink')} />
            <p className={cn(tone === 'error' && 'text-foreground')}>{children}</p>
            {onRetry && (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            )}
          </div>
        </td>
      </tr>
    </tbody>
  )
}
