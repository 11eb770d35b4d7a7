import { useTranslation } from 'react-i18next'
import {
  INVOICE_SWITCH_DEFAULTS,
  type Invoice,
  type InvoiceItem,
  type PaymentDetails,
} from '@contract/invoice'
import { lineTotal } from '@contract/invoice-totals'
import { LogoMark } from '@/components/brand/logo'
import { SimpleTable, type SimpleColumn } from '@/components/data-table/simple-table'
import { invoiceNumber } from '../invoice-display'
import { useInvoiceFormat } from '../use-invoice-format'
import { TotalsList } from './totals-list'

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
  const itemColumns: SimpleColumn<InvoiceItem>[] = [
    {
      id: 'item',
      header: t('doc.item'),
      renderCell: (item) => (
        <>
          <span className="block font-medium">{item.item}</span>
          {item.description && <span className="block text-muted-foreground">{item.description}</span>}
        </>
      ),
    },
    { id: 'cost', header: t('doc.cost'), align: 'end', renderCell: (item) => format.money(item.cost) },
    { id: 'qty', header: t('doc.qty'), align: 'end', renderCell: (item) => item.quantity },
    {
      id: 'discount',
      header: t('doc.discountPercent'),
      align: 'end',
      renderCell: (item) => `${item.discount}%`,
    },
    { id: 'tax', header: t('doc.taxPercent'), align: 'end', renderCell: (item) => `${item.tax}%` },
    {
      id: 'price',
      header: t('doc.price'),
      align: 'end',
      className: 'font-medium',
      renderCell: (item) => format.money(lineTotal(item)),
    },
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
      {/* on a phone each line is a small card, so no figure is out of sight */}
      <SimpleTable
        caption={t('doc.items')}
        hideCaption
        columns={itemColumns}
        rows={invoice.items}
        rowKey={(_, index) => index}
        narrow="cards"
      />
      <div className="flex flex-col justify-between gap-6 sm:flex-row">
        <p>
          <span className="font-semibold">{t('doc.salesperson')}: </span>
          {invoice.salesperson || '—'}
        </p>
        <TotalsList rows={rows} total={format.money(invoice.total)} totalTestId="invoice-total">
          <dt className="text-muted-foreground">{t('doc.balance')}</dt>
          <dd className="text-end tabular-nums" data-testid="invoice-balance">
            {format.money(invoice.balance)}
          </dd>
        </TotalsList>
      </div>
      {(invoice.showPaymentTerms ?? INVOICE_SWITCH_DEFAULTS.showPaymentTerms) && (
        <p>
          <span className="font-semibold">{t('doc.paymentTerms')}: </span>
          {t(`terms.${invoice.paymentTerms}` as 'terms.Net 30')}
        </p>
      )}
      {invoice.note && (invoice.showClientNotes ?? INVOICE_SWITCH_DEFAULTS.showClientNotes) && (
        <p className="border-t pt-6">
          <span className="font-semibold">{t('doc.note')}: </span>
          <bdi>{invoice.note}</bdi>
        </p>
      )}
      {(invoice.showPaymentStub ?? INVOICE_SWITCH_DEFAULTS.showPaymentStub) && (
        <section aria-labelledby="invoice-stub" className="border-t-2 border-dashed pt-6">
          <h2 id="invoice-stub" className="mb-2 font-semibold">
            {t('doc.stubTitle')}
          </h2>
          <p className="mb-3 text-muted-foreground">{t('doc.stubHint')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{t('doc.stubInvoice')}</dt>
            <dd>{number}</dd>
            <dt className="text-muted-foreground">{t('doc.due')}</dt>
            <dd>{format.day(invoice.dueDate)}</dd>
            <dt className="text-muted-foreground">{t('doc.balance')}</dt>
            <dd className="font-semibold tabular-nums">{format.money(invoice.balance)}</dd>
          </dl>
        </section>
      )}
    </article>
  )
}
