import type { RowData } from '@tanstack/react-table'
import Columns3 from 'lucide-react/icons/columns-3'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { lazyComponent } from '@/lib/lazy-component'
import type { DataTableInstance } from './use-data-table'

// Radix's menu mounts on the first hover, focus or press of the button (src/components/ui/on-intent.tsx): mounted
// with the table, it registered its popper anchor in a commit of its own that React could not slice
const DataTableColumnMenu = lazyComponent(() => import('./data-table-column-menu'), 'DataTableColumnMenu')

/** A menu of checkboxes, one per column that may be hidden (those with a label and `enableHiding` not false). */
export function DataTableViewOptions<TData extends RowData>({ table }: { table: DataTableInstance<TData> }) {
  const { t } = useTranslation('dataTable')
  const hideable = table
    .getAllLeafColumns()
    .some((column) => column.getCanHide() && column.columnDef.meta?.label)
  if (!hideable) return null
  return (
    <OnIntent
      control={DataTableColumnMenu}
      popup="menu"
      // the menu is typed for any row; this table's rows are one kind
      props={{ table: table as unknown as DataTableInstance<RowData> }}
      trigger={
        <Button variant="outline" color="neutral" size="sm" aria-label={t('toggleColumns')}>
          <Columns3 aria-hidden />
          <span className="max-sm:sr-only">{t('columns')}</span>
        </Button>
      }
    />
  )
}
