import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { invoiceTotals } from '@contract/invoice-totals'
import type { InvoiceFormValues } from '../invoice-form'
import { lineAmountsOf } from '../invoice-form'
import { useInvoiceFormat } from '../use-invoice-format'
import { TotalsList } from './totals-list'

/** Subtotal, discount, tax and total as the user types: the back end stores the same figures (one function). */
export function InvoiceTotalsSummary({ form }: { form: UseFormReturn<InvoiceFormValues, unknown, unknown> }) {
  const { t } = useTranslation('invoice')
  const format = useInvoiceFormat()
  const lines = useWatch({ control: form.control, name: 'items' }) ?? []
  const totals = invoiceTotals(lines.map(lineAmountsOf))
  const rows = [
    [t('doc.subtotal'), format.money(totals.subtotal)],
    // 0 rather than -0, which would read "-$0.00"
    [t('doc.discount'), format.money(totals.discount === 0 ? 0 : -totals.discount)],
    [t('doc.tax'), format.money(totals.tax)],
  ] as const
  return (
    <TotalsList
      aria-live="polite"
      className="content-start text-sm"
      rows={rows}
      total={format.money(totals.total)}
      totalTestId="editor-total"
    />
  )
}
