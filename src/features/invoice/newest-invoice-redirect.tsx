import { Navigate } from '@tanstack/react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { useInvoices } from './api/get-invoices'
import { InvoiceNotFound } from './components/invoice-not-found'

/**
 * The bare `/apps/invoice/preview` and `/apps/invoice/edit` (the page search's entries) open the newest invoice
 * (the list's first, newest id first) in that view.
 */
export function NewestInvoiceRedirect({ view }: { view: 'preview' | 'edit' }) {
  const { data } = useInvoices({ page: 1, perPage: 10 })
  if (!data) return <Skeleton className="h-[40rem] rounded-xl" />
  const newest = data.invoices[0]
  if (!newest) return <InvoiceNotFound id={0} noInvoices />
  const to = view === 'edit' ? '/apps/invoice/edit/$id' : '/apps/invoice/preview/$id'
  return <Navigate to={to} params={{ id: String(newest.id) }} replace />
}
