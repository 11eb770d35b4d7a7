import { queryOptions, useQuery } from '@tanstack/react-query'
import { invoiceCalls } from '@contract/invoice.calls'
import { apiFetch } from '@/lib/http/client'
import { INVOICES_KEY } from './invoice-keys'

/** One invoice and its payment details; a 404 is an answer ("Invoice not found"), not something to retry. */
export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, 'one', id] as const,
    queryFn: ({ signal }) => apiFetch(invoiceCalls.invoice, { params: { id }, signal }),
    retry: false,
    enabled: id > 0,
  })

export const useInvoice = (id: number) => useQuery(invoiceQueryOptions(id))
