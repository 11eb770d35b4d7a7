import { useTranslation } from 'react-i18next'
import type { Invoice, PaymentDetails } from '@contract/invoice'
import { lineTotal } from '@contract/invoice-totals'
import { LogoMark } from '@/components/brand/logo'
import { invoiceNumber } from '../invoice-display'
import { useInvoiceFormat } from '../use-invoice-format'

/** The sender every invoice shows: the demo company. */
const COMPANY = {
  name: 'Tessera Studio',
  lines: ['14 Kiln Street, Porto', '4000-123 Portugal', '+351 220 123 456'],
}

/**
 * The invoice as a document: the preview shows it in a card, the print page on its own. Plain semantic markup with
 * print-friendly colours, so "Save as PDF" in the print dialog gives a clean file.
 */
export function InvoiceDocument({
  invoice,
  paymentDetails,
}: {
  invoice: Invoice
  paymentDetails: PaymentDetails
}) {
  const { t } = useTranslation('invoice')
  const format = useInvoiceFormat()
  const number = invoiceNumber(invoice.id)
  const rows: [string, string][] = [
    [t('doc.subtotal'), format.money(invoice.subtotal)],
    [t('doc.discount'), format.money(invoice.discount === 0 ? 0 : -invoice.discount)],
    [t('doc.tax'), format.money(invoice.tax)],
  ]
  return (
    <article aria-labelledby="invoice-title" className="flex flex-col gap-8 text-sm">
      <header className="flex flex-col justify-between gap-6 sm:flex-row">
        <div className="flex flex-col gap-1">
          <LogoMark />
          <p className="mt-2 font-semibold">{COMPANY.name}</p>
          {COMPANY.lines.map((line) => (
            <p key={line} dir="auto" className="text-muted-foreground">
              {line}
            </p>
          ))}
        </div>
        <div className="flex flex-col gap-1 sm:text-end">
          <h1 id="invoice-title" className="text-xl font-semibold">
            {t('doc.title', { number })}
          </h1>
          <p>
            <span className="text-muted-foreground">{t('doc.issued')}: </span>
            {format.day(invoice.issuedDate)}
          </p>
          <p>
            <span className="text-muted-foreground">{t('doc.due')}: </span>
            {format.day(invoice.dueDate)}
          </p>
        </div>
      </header>
      <div className="grid gap-6 border-y py-6 sm:grid-cols-2">
        <section aria-labelledby="invoice-to">
          <h2 id="invoice-to" className="mb-2 font-semibold">
            {t('doc.invoiceTo')}
          </h2>
          <p>{invoice.client.name}</p>
          {[invoice.client.company, invoice.client.address, invoice.client.country, invoice.client.contact]
            .filter(Boolean)
            .map((line) => (
              <p key={line} dir="auto" className="text-muted-foreground">
                {line}
              </p>
            ))}
          <p dir="auto" className="text-muted-foreground">
            {invoice.client.companyEmail}
          </p>
        </section>
        <section aria-labelledby="invoice-bill">
          <h2 id="invoice-bill" className="mb-2 font-semibold">
            {t('doc.billTo')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{t('doc.totalDue')}</dt>
            <dd className="font-semibold">{format.money(paymentDetails.totalDue)}</dd>
            <dt className="text-muted-foreground">{t('doc.bank')}</dt>
            <dd>{paymentDetails.bankName}</dd>
            <dt className="text-muted-foreground">{t('doc.country')}</dt>
            <dd>{paymentDetails.country}</dd>
            <dt className="text-muted-foreground">IBAN</dt>
            <dd dir="ltr" className="text-start">
              {paymentDetails.iban}
            </dd>
            <dt className="text-muted-foreground">SWIFT</dt>
            <dd dir="ltr" className="text-start">
              {paymentDetails.swiftCode}
            </dd>
          </dl>
        </section>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-start">
          <caption className="sr-only">{t('doc.items')}</caption>
          <thead>
            <tr className="border-b text-xs text-muted-foreground uppercase">
              <th scope="col" className="py-2 text-start font-medium">
                {t('doc.item')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('doc.cost')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('doc.qty')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('doc.discountPercent')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('doc.taxPercent')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('doc.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              <tr key={index} className="border-b">
                <td className="py-3 pe-4">
                  <p className="font-medium">{item.item}</p>
                  {item.description && <p className="text-muted-foreground">{item.description}</p>}
                </td>
                <td className="py-3 text-end tabular-nums">{format.money(item.cost)}</td>
                <td className="py-3 text-end tabular-nums">{item.quantity}</td>
                <td className="py-3 text-end tabular-nums">{item.discount}%</td>
                <td className="py-3 text-end tabular-nums">{item.tax}%</td>
                <td className="py-3 text-end font-medium tabular-nums">{format.money(lineTotal(item))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col justify-between gap-6 sm:flex-row">
        <p>
          <span className="font-semibold">{t('doc.salesperson')}: </span>
          {invoice.salesperson || '—'}
        </p>
        <dl className="grid min-w-56 grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-end tabular-nums">{value}</dd>
            </div>
          ))}
          <dt className="border-t pt-2 font-semibold">{t('doc.total')}</dt>
          <dd className="border-t pt-2 text-end font-semibold tabular-nums" data-testid="invoice-total">
            {format.money(invoice.total)}
          </dd>
          <dt className="text-muted-foreground">{t('doc.balance')}</dt>
          <dd className="text-end tabular-nums" data-testid="invoice-balance">
            {format.money(invoice.balance)}
          </dd>
        </dl>
      </div>
      {invoice.note && (
        <p className="border-t pt-6">
          <span className="font-semibold">{t('doc.note')}: </span>
          {invoice.note}
        </p>
      )}
    </article>
  )
}
