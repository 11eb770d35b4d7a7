import { useTranslation } from 'react-i18next'
import { INVOICE_STATUSES, type InvoiceStatus } from '@contract/invoice.values'
import { FormField } from '@/components/ui/form-field'
import { SelectOnIntent } from '@/components/ui/select-on-intent'
import { STATUS_LOOK } from '../invoice-display'

/** A select has no empty value: "every status" travels as this word. */
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
        <SelectOnIntent
          {...control}
          size="sm"
          value={value ?? ALL}
          choices={[
            { value: ALL, label: t('list.allStatuses') },
            ...INVOICE_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${STATUS_LOOK[status].key}` as 'status.paid'),
            })),
          ]}
          onValueChange={(next) => onChange(next === ALL ? undefined : (next as InvoiceStatus))}
        />
      )}
    </FormField>
  )
}
