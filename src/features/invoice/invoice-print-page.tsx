import { useEffect } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { InvoiceDocument } from './components/invoice-document'
import { InvoiceNotFound } from './components/invoice-not-found'
import { useInvoiceForPage } from './use-invoice-query'
import './print.css'

/**
 * The invoice alone on the blank layout, and the browser's print dialog as soon as it is drawn: print it, or pick
 * "Save as PDF" there for a file (Tessera makes no PDF of its own).
 */
export function InvoicePrintPage({ id }: { id: number }) {
  const { reply, notFound } = useInvoiceForPage(id)
  const ready = reply.data !== undefined
  useEffect(() => {
    // after the frame that draws the invoice, so the dialog shows it
    const frame = ready ? requestAnimationFrame(() => window.print()) : 0
    return () => cancelAnimationFrame(frame)
  }, [ready])
  if (notFound) return <InvoiceNotFound id={id} />
  if (!reply.data) return <Skeleton className="h-[40rem]" />
  return (
    <div className="invoice-print mx-auto max-w-4xl bg-card p-8 text-card-foreground">
      <InvoiceDocument invoice={reply.data.invoice} paymentDetails={reply.data.paymentDetails} />
    </div>
  )
}
