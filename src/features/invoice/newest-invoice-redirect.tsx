import { Navigate } from '@tanstack/react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { useInvoices } from './api/get-invoices'
import { InvoiceNotFound } from './components/invoice-not-found'

/** The bare `/apps/invoice/preview` opens the newest invoice (the list's first, newest id first). */
export function NewestInvoiceRedirect() {
  const { data } = useInvoices({ page: 1, perPage: 10 })
  if (!data) return <Skeleton className="h-[40rem] rounded-xl" />
  const newest = data.invoices[0]
  if (!newest) return <InvoiceNotFound id={0} />
  return <Navigate to="/apps/invoice/preview/$id" params={{ id: String(newest.id) }} replace />
}
