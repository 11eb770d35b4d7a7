import { Link } from '@tanstack/react-router'
import Download from 'lucide-react/icons/download'
import Pencil from 'lucide-react/icons/pencil'
import Printer from 'lucide-react/icons/printer'
import Send from 'lucide-react/icons/send'
import Wallet from 'lucide-react/icons/wallet'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Invoice, PaymentDetails } from '@contract/invoice'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { useUrlState } from '@/lib/url-state'
import { AddPaymentSheet } from './components/add-payment-sheet'
import { InvoiceDocument } from './components/invoice-document'
import { InvoiceNotFound } from './components/invoice-not-found'
import { SendInvoiceSheet } from './components/send-invoice-sheet'
import { invoiceNumber } from './invoice-display'
import { previewFields } from './preview-search'
import { useInvoiceFormat } from './use-invoice-format'
import { useInvoiceForPage } from './use-invoice-query'

/** The invoice as its client sees it, with Send, Download, Print, Edit and Add Payment beside it. */
export function InvoicePreviewPage({ id }: { id: number }) {
  const { t } = useTranslation('invoice')
  const { reply, notFound } = useInvoiceForPage(id)
  const [{ sheet }, setSearch] = useUrlState(previewFields)
  if (notFound) return <InvoiceNotFound id={id} />
  if (reply.isError) return <p role="alert">{reply.error.message}</p>
  if (!reply.data) return <Skeleton className="h-[40rem] rounded-xl" />
  const { invoice, paymentDetails } = reply.data
  const params = { id: String(invoice.id) }
  const openSheet = (next: 'send' | 'payment' | undefined) => setSearch({ sheet: next }, { replace: true })
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
      <Card className="min-w-0">
        <CardContent className="p-6 sm:p-8">
          <InvoiceDocument invoice={invoice} paymentDetails={paymentDetails} />
        </CardContent>
      </Card>
      <Card className="h-fit">
        <CardContent className="flex flex-col gap-3 p-5">
          <Button onClick={() => openSheet('send')}>
            <Send aria-hidden /> {t('preview.send')}
          </Button>
          <DownloadButton invoice={invoice} paymentDetails={paymentDetails} />
          <Button variant="outline" color="neutral" asChild>
            <Link to="/apps/invoice/print/$id" params={params} target="_blank">
              <Printer aria-hidden /> {t('preview.print')}
            </Link>
          </Button>
          <Button variant="outline" color="neutral" asChild>
            <Link to="/apps/invoice/edit/$id" params={params}>
              <Pencil aria-hidden /> {t('preview.edit')}
            </Link>
          </Button>
          <Button color="success" onClick={() => openSheet('payment')} disabled={invoice.balance <= 0}>
            <Wallet aria-hidden /> {t('preview.addPayment')}
          </Button>
        </CardContent>
      </Card>
      <SendInvoiceSheet
        invoice={invoice}
        open={sheet === 'send'}
        onOpenChange={(open) => openSheet(open ? 'send' : undefined)}
      />
      <AddPaymentSheet
        invoice={invoice}
        open={sheet === 'payment'}
        onOpenChange={(open) => openSheet(open ? 'payment' : undefined)}
      />
    </div>
  )
}

/**
 * Download: a PDF made in the browser (jsPDF, loaded on the click). Its standard fonts cannot draw Arabic and
 * jsPDF does not shape it, so in Arabic Download opens the print page, whose "Save as PDF" keeps the page's own
 * right-to-left text.
 */
function DownloadButton({ invoice, paymentDetails }: { invoice: Invoice; paymentDetails: PaymentDetails }) {
  const { t, i18n } = useTranslation('invoice')
  const format = useInvoiceFormat()
  const [busy, setBusy] = useState(false)
  if ((i18n.resolvedLanguage ?? i18n.language) === 'ar')
    return (
      <>
        <Button variant="outline" color="neutral" asChild>
          <Link to="/apps/invoice/print/$id" params={{ id: String(invoice.id) }} target="_blank">
            <Download aria-hidden /> {t('preview.download')}
          </Link>
        </Button>
        <p className="text-xs text-muted-foreground">{t('preview.downloadHint')}</p>
      </>
    )
  const download = async () => {
    setBusy(true)
    try {
      const { invoicePdf } = await import('./invoice-pdf')
      const blob = invoicePdf(invoice, paymentDetails, {
        title: t('doc.title', { number: invoiceNumber(invoice.id) }),
        issued: t('doc.issued'),
        due: t('doc.due'),
        invoiceTo: t('doc.invoiceTo'),
        billTo: t('doc.billTo'),
        totalDue: t('doc.totalDue'),
        bank: t('doc.bank'),
        country: t('doc.country'),
        item: t('doc.item'),
        cost: t('doc.cost'),
        qty: t('doc.qty'),
        price: t('doc.price'),
        salesperson: t('doc.salesperson'),
        subtotal: t('doc.subtotal'),
        discount: t('doc.discount'),
        tax: t('doc.tax'),
        total: t('doc.total'),
        balance: t('doc.balance'),
        note: t('doc.note'),
        paymentTerms: t('doc.paymentTerms'),
        terms: t(`terms.${invoice.paymentTerms}` as 'terms.Net 30'),
        stubTitle: t('doc.stubTitle'),
        stubHint: t('doc.stubHint'),
        stubInvoice: t('doc.stubInvoice'),
        money: format.money,
        day: format.day,
      })
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `invoice-${invoice.id}.pdf`
      link.click()
      // the browser has taken the file once the click is handled
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      toast.error(t('toast.failed'), { description: error instanceof Error ? error.message : '' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" color="neutral" loading={busy} onClick={() => void download()}>
      <Download aria-hidden /> {t('preview.download')}
    </Button>
  )
}
