import { useTranslation } from 'react-i18next'
import { INVOICE_STATUSES, type InvoiceStatus } from '@contract/invoice.values'
import { FormField } from '@/components/ui/form-field'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { STATUS_LOOK } from '../invoice-display'

/** Radix Select has no empty value: "every status" travels as this word. */
const ALL = 'all'

export function StatusFilter({
  value,
  onChange,
}: {
  value: InvoiceStatus | undefined
  onChange: (status: InvoiceStatus | undefined) => void
}) {
  const { t } = useTranslation('invoice')
  return (
    // in the table's toolbar, in line with the search: the name is for assistive tech, the value says the rest
    <FormField
      label={<span className="sr-only">{t('list.statusFilter')}</span>}
      className="w-full gap-0 sm:w-44"
    >
      {(control) => (
        <Select
          value={value ?? ALL}
          onValueChange={(next) => onChange(next === ALL ? undefined : (next as InvoiceStatus))}
        >
          <SelectTrigger {...control} size="sm">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('list.allStatuses')}</SelectItem>
            {INVOICE_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {t(`status.${STATUS_LOOK[status].key}` as 'status.paid')}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  )
}
