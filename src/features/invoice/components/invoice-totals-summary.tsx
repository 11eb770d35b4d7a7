import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { invoiceTotals } from '@contract/invoice-totals'
import type { InvoiceFormValues } from '../invoice-form'
import { lineAmountsOf } from '../invoice-form'
import { useInvoiceFormat } from '../use-invoice-format'

/** Subtotal, discount, tax and total as the user types: the back end stores the same figures (one function). */
export function InvoiceTotalsSummary({ form }: { form: UseFormReturn<InvoiceFormValues, unknown, unknown> }) {
  const { t } = useTranslation('invoice')
  const format = useInvoiceFormat()
  const lines = useWatch({ control: form.control, name: 'items' }) ?? []
  const totals = invoiceTotals(lines.map(lineAmountsOf))
  const rows: [string, number][] = [
    [t('doc.subtotal'), totals.subtotal],
    // 0 rather than -0, which would read "-$0.00"
    [t('doc.discount'), totals.discount === 0 ? 0 : -totals.discount],
    [t('doc.tax'), totals.tax],
  ]
  return (
    <dl
      aria-live="polite"
      className="grid min-w-56 grid-cols-[1fr_auto] content-start gap-x-6 gap-y-1 text-sm"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-end tabular-nums">{format.money(value)}</dd>
        </div>
      ))}
      {/* one rule over both columns: a border on each cell would break at the gap between them */}
      <div className="col-span-2 grid grid-cols-subgrid border-t pt-2 font-semibold">
        <dt>{t('doc.total')}</dt>
        <dd className="text-end tabular-nums" data-testid="editor-total">
          {format.money(totals.total)}
        </dd>
      </div>
    </dl>
  )
}
