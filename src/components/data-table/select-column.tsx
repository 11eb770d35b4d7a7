import type { RowData } from '@tanstack/react-table'
import type { DataTableColumnDef } from './features'
import { SelectBox } from './select-box'

export const SELECT_COLUMN_ID = 'select'

/**
 * The checkbox column. The header box selects every row on the page and reads "mixed" when only some are;
 * each row's box is named after the row (`rowLabel`), so a list of "Select row" boxes is not ambiguous.
 */
export function selectColumn<TData extends RowData>(
  rowLabel: (row: TData) => string,
): DataTableColumnDef<TData> {
  return {
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    enableHiding: false,
    enableGlobalFilter: false,
    header: ({ table }) => (
      <SelectBox
        label="selectAll"
        checked={
          table.getIsAllPageRowsSelected()
            ? true
            : table.getIsSomePageRowsSelected()
              ? 'indeterminate'
              : false
        }
        onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
      />
    ),
    cell: ({ row }) => (
      <SelectBox
        label="selectRow"
        row={rowLabel(row.original)}
        checked={row.getIsSelected()}
        onChange={(checked) => row.toggleSelected(checked)}
      />
    ),
  }
}
