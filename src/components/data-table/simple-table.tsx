import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { TableScrollRegion } from './table-scroll-region'

export interface SimpleColumn<Row> {
  id: string
  /** The column header, already translated. */
  header: string
  /** Numbers line up at the end. */
  align?: 'start' | 'end'
  renderCell: (row: Row) => ReactNode
  /** Extra classes for this column's body cells (no wrapping, a colour by sign). */
  className?: string
}

export interface SimpleTableProps<Row> {
  /** Names the table and its scroll region. */
  caption: string
  /** Keep the caption for screen readers only, where the card's title above already shows the name. */
  hideCaption?: boolean
  columns: readonly SimpleColumn<Row>[]
  rows: readonly Row[]
  /** A stable key per row; the index where rows have no id and never move (a rules list). */
  rowKey: (row: Row, index: number) => string | number
  /** The first column names its row (`<th scope="row">`); off where no column does (a list of rules). */
  rowHeaders?: boolean
  /**
   * In a narrow box (under 36rem, e.g. a phone): `scroll` keeps the table and scrolls it sideways inside its
   * region; `cards` shows each row as a small card of label and value pairs, so no column is out of sight.
   */
  narrow?: 'scroll' | 'cards'
}

/**
 * A small read-only table inside a card (a few rows, no sorting or paging): caption, header row, rows split by
 * a rule, in a focusable scroll region. List screens use `DataTable` instead.
 */
export function SimpleTable<Row>({ narrow = 'scroll', ...props }: SimpleTableProps<Row>) {
  if (narrow === 'scroll') return <ScrollingTable {...props} />
  return (
    // the container query looks at the card's width, not the window's: a half-width card is narrow too
    <div className="@container">
      <ScrollingTable {...props} className="hidden @xl:block" />
      <RowCards {...props} className="@xl:hidden" />
    </div>
  )
}

type PartProps<Row> = Omit<SimpleTableProps<Row>, 'narrow'> & { className?: string }

const cellClass = (align: SimpleColumn<unknown>['align']) =>
  cn('py-2 pe-3 last:pe-0', align === 'end' ? 'text-end' : 'text-start')

function ScrollingTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  rowHeaders = true,
  className,
}: PartProps<Row>) {
  const captionId = useId()
  return (
    <TableScrollRegion labelledBy={captionId} className={className}>
      <table className="w-full text-sm">
        <caption id={captionId} className={cn('pb-2 text-start font-medium', hideCaption && 'sr-only')}>
          {caption}
        </caption>
        <thead className="text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cn(cellClass(column.align), 'font-medium')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-t border-border">
              {columns.map((column, columnIndex) =>
                rowHeaders && columnIndex === 0 ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={cn(cellClass(column.align), 'font-normal', column.className)}
                  >
                    {column.renderCell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cn(cellClass(column.align), column.className)}>
                    {column.renderCell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  )
}

/** The narrow layout: one card per row, its first cell as the title and the others labelled by their header. */
function RowCards<Row>({ caption, hideCaption = false, columns, rows, rowKey, className }: PartProps<Row>) {
  const captionId = useId()
  const [title, ...fields] = columns
  return (
    <div className={cn('text-sm', className)}>
      <p id={captionId} className={cn('pb-2 font-medium', hideCaption && 'sr-only')}>
        {caption}
      </p>
      <ul aria-labelledby={captionId}>
        {rows.map((row, index) => (
          <li key={rowKey(row, index)} className="flex flex-col gap-1 border-t border-border py-2">
            {/* a div, not a p: a cell may hold blocks (a name over a link, say) */}
            {title && <div className="font-medium">{title.renderCell(row)}</div>}
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
              {fields.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-muted-foreground">{column.header}</dt>
                  <dd className={cn('text-end', column.className)}>{column.renderCell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
