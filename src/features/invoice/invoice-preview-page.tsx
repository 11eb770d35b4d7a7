import { Link } from '@tanstack/react-router'
import { Download, Pencil, Printer, Send, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useUrlState } from '@/lib/url-state'
import { AddPaymentSheet } from './components/add-payment-sheet'
import { InvoiceDocument } from './components/invoice-document'
import { InvoiceNotFound } from './components/invoice-not-found'
import { SendInvoiceSheet } from './components/send-invoice-sheet'
import { previewFields } from './preview-search'
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
          <Button variant="outline" color="neutral" asChild>
            <Link to="/apps/invoice/print/$id" params={params} target="_blank">
              <Download aria-hidden /> {t('preview.download')}
            </Link>
          </Button>
          <p className="text-xs text-muted-foreground">{t('preview.downloadHint')}</p>
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
