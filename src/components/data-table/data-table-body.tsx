import { constructCell, type Row, type RowData } from '@tanstack/react-table'
import Inbox from 'lucide-react/icons/inbox'
import CloudOff from 'lucide-react/icons/cloud-off'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useVirtualRows } from '@/lib/use-virtual-rows'
import { cn } from '@/lib/utils'
import type { DataTableFeatures } from './features'
import type { DataTableInstance } from './use-data-table'

/** Row height the virtualiser starts from; rows are one line (cells do not wrap), so it is also the real one. */
const ROW_HEIGHT = 53

// a cell's classes are fixed strings, not merged per cell: a page draws a few hundred cells at once
const CELL = 'h-13 px-4 py-2 whitespace-nowrap'
const END_CELL = `${CELL} text-end tabular-nums`

interface BodyProps<TData extends RowData> {
  table: DataTableInstance<TData>
  rows: Row<DataTableFeatures, TData>[]
}

interface RowProps<TData extends RowData> {
  table: DataTableInstance<TData>
  row: Row<DataTableFeatures, TData>
  /** aria-rowindex when only some rows are in the DOM (1 is the header row). */
  rowIndex?: number
}

/**
 * A row's cells, built for this render and then dropped. TanStack's `row.getVisibleCells()` keeps every cell it
 * built, with its memos, on the row for as long as the data lives: scrolling through 10,000 rows left about 40 MB
 * behind, and the major garbage collections that came with it were the long frames. A cell's content is its
 * column's `cell` called as a plain function, not mounted as a component the way TanStack's `FlexRender` does
 * (two more components per cell, a third of the render). So a column's `cell` never uses hooks; a component it
 * returns may. See docs/data-table.md, "Columns".
 */
function renderCells<TData extends RowData>(
  table: DataTableInstance<TData>,
  row: Row<DataTableFeatures, TData>,
) {
  return table.getVisibleLeafColumns().map((column) => {
    const cell = constructCell(column, row, table)
    const render = column.columnDef.cell
    return (
      // the cell's content is its label; the rule cannot see through it
      // oxlint-disable-next-line jsx-a11y/control-has-associated-label
      <td key={column.id} className={column.columnDef.meta?.align === 'end' ? END_CELL : CELL}>
        {typeof render === 'function' ? render(cell.getContext()) : render}
      </td>
    )
  })
}

export function DataTableRow<TData extends RowData>({ table, row, rowIndex }: RowProps<TData>) {
  return (
    <tr
      aria-rowindex={rowIndex}
      aria-selected={row.getIsSelected() || undefined}
      className="border-b border-border last:border-b-0 hover:bg-muted/60 aria-selected:bg-primary-light/50"
    >
      {renderCells(table, row)}
    </tr>
  )
}

/**
 * A drawn row: it renders again only when its row, place, selection or the columns on screen changed, not on each
 * scroll step of a virtualised table, which draws the list again, nor when the page around the table renders for
 * something else (an answer for another part of the page, a dialog opening). A row of TanStack Table keeps its
 * identity while the data does, and the visible columns array while the columns and their visibility do, so
 * `selected` and `columns` stand for what a row reads from the table. A column's cell must not read other table
 * state (sorting, the search): it would not be drawn again when that changes.
 */
type MemoRowProps<TData extends RowData> = RowProps<TData> & { selected: boolean; columns: unknown }

const MemoRow = memo(
  function MemoRow<TData extends RowData>({ table, row, rowIndex }: MemoRowProps<TData>) {
    return <DataTableRow table={table} row={row} rowIndex={rowIndex} />
  },
  // not `table`: the hook hands out a new wrapper of the same table on every render
  (before, after) =>
    before.row === after.row &&
    before.rowIndex === after.rowIndex &&
    before.selected === after.selected &&
    before.columns === after.columns,
) as <TData extends RowData>(props: MemoRowProps<TData>) => ReactNode

export function DataTableRows<TData extends RowData>({ table, rows }: BodyProps<TData>) {
  const visibleColumns = table.getVisibleLeafColumns()
  return (
    <tbody>
      {rows.map((row) => (
        <MemoRow
          key={row.id}
          table={table}
          row={row}
          selected={row.getIsSelected()}
          columns={visibleColumns}
        />
      ))}
    </tbody>
  )
}

/**
 * Only the rows in view (plus a margin) are in the DOM; two spacer rows keep the scroll height, so the table
 * stays a real `<table>` with its sticky header. Each row carries its `aria-rowindex` and the table its
 * `aria-rowcount`, so a screen reader still says "row 5,000 of 10,001".
 */
export function DataTableVirtualRows<TData extends RowData>({ table, rows }: BodyProps<TData>) {
  // the rows in view of the table's scrolling region (DataTable's), found from this body
  const {
    ref: body,
    rows: items,
    before,
    after,
  } = useVirtualRows<HTMLTableSectionElement, Row<DataTableFeatures, TData>>({
    items: rows,
    estimateSize: ROW_HEIGHT,
  })
  const visibleColumns = table.getVisibleLeafColumns()
  const columns = visibleColumns.length
  return (
    <tbody ref={body}>
      {before > 0 && <Spacer height={before} columns={columns} />}
      {items.map((item) => (
        <MemoRow
          key={item.key}
          table={table}
          row={rows[item.index]}
          rowIndex={item.index + 2}
          selected={rows[item.index].getIsSelected()}
          columns={visibleColumns}
        />
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
              {/* the skeleton's look as a plain element: a table draws one per cell */}
              <div aria-hidden className="h-4 w-full min-w-12 animate-pulse rounded-md bg-muted" />
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
  const Icon = tone === 'error' ? CloudOff : Inbox
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
