import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'

/** A row's or the page's checkbox, named for what it selects. */
export function SelectBox({
  label,
  row,
  checked,
  onChange,
}: {
  label: 'selectAll' | 'selectRow'
  row?: string
  checked: boolean | 'indeterminate'
  onChange: (checked: boolean) => void
}) {
  const { t } = useTranslation('dataTable')
  return (
    // the box is 18 px; the label around it makes the target 24 px (WCAG 2.5.8)
    // oxlint-disable-next-line jsx-a11y/label-has-associated-control -- the Radix checkbox inside is a button
    <label className="-m-0.75 flex size-6 cursor-pointer items-center justify-center">
      <Checkbox
        aria-label={t(label, { row })}
        checked={checked}
        onCheckedChange={(value) => onChange(value)}
      />
    </label>
  )
}
