import { createContext } from 'react'

/** The checkboxes' names, translated once by the table (see SelectBox). */
export interface SelectLabels {
  selectAll: string
  selectRow: (row: string) => string
}

/** Given by `DataTable`, which translates them once for all rows (src/i18n/fill-in.ts says why). */
export const SelectLabelsContext = createContext<SelectLabels | null>(null)
