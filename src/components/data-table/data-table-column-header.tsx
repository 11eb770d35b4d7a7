import type { Header, RowData } from '@tanstack/react-table'
import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import ChevronsUpDown from 'lucide-react/icons/chevrons-up-down'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import type { DataTableFeatures } from './features'

/** What `aria-sort` says for a column: only the sorted column carries a direction. */
const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'

/**
 * A header cell. A sortable column's label is a real button (Enter and Space sort, it is in the tab order) and
 * the `<th>` says the order with `aria-sort`, so a screen reader announces "sorted ascending" with the column.
 */
export function DataTableColumnHeader<TData extends RowData>({
  header,
  children,
}: {
  header: Header<DataTableFeatures, TData>
  children: ReactNode
}) {
  const { t } = useTranslation('dataTable')
  const column = header.column
  const meta = column.columnDef.meta
  const end = meta?.align === 'end'
  const className = cn(
    'sticky top-0 z-10 bg-card px-4 shadow-[inset_0_-1px_0_var(--color-border)] py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
    end ? 'text-end' : 'text-start',
  )
  // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- a group header's empty slot
  if (header.isPlaceholder) return <th scope="col" className={className} />
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {children}
      </th>
    )
  }
  const direction = column.getIsSorted()
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown
  return (
    <th scope="col" aria-sort={ariaSort(direction)} className={className}>
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        title={t('sortBy', { column: meta?.label ?? column.id })}
        className={cn(
          '-mx-1.5 inline-flex min-h-6 items-center gap-1 rounded px-1.5 uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary',
          end && 'flex-row-reverse',
          direction && 'text-foreground',
        )}
      >
        {children}
        <Icon aria-hidden className={cn('size-3.5 shrink-0', !direction && 'opacity-60')} />
      </button>
    </th>
  )
}
