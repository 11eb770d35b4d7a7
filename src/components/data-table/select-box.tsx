import { use } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { SelectLabelsContext } from './select-labels'

/** A row's or the page's checkbox, named for what it selects. */
export function SelectBox({
  label,
  row = '',
  checked,
  onChange,
}: {
  label: 'selectAll' | 'selectRow'
  row?: string
  checked: boolean | 'indeterminate'
  onChange: (checked: boolean) => void
}) {
  const labels = use(SelectLabelsContext)
  if (!labels) throw new Error('SelectBox is drawn by a DataTable, which names its checkboxes')
  return (
    // the box is 18 px; the label around it makes the target 24 px (WCAG 2.5.8)
    // oxlint-disable-next-line jsx-a11y/label-has-associated-control -- the checkbox is inside the label
    <label className="-m-0.75 flex size-6 cursor-pointer items-center justify-center">
      <Checkbox
        aria-label={label === 'selectAll' ? labels.selectAll : labels.selectRow(row)}
        checked={checked}
        onCheckedChange={(value) => onChange(value)}
      />
    </label>
  )
}
