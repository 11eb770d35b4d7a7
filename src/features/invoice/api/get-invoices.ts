import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { InvoiceSortColumn } from '@contract/invoice.values'
import { invoiceCalls } from '@contract/invoice.calls'
import { apiFetch } from '@/lib/http/client'
import { INVOICES_KEY } from './invoice-keys'

export interface InvoicesQuery {
  q?: string
  status?: string
  page: number
  perPage: number
  sortColumn?: InvoiceSortColumn
  sort?: 'asc' | 'desc'
}

/** One page of invoices, searched, filtered and sorted by the back end, with the total (not every invoice). */
export const getInvoices = (query: InvoicesQuery, signal?: AbortSignal) =>
  apiFetch(invoiceCalls.invoices, { query: { ...query, allData: 'false' }, signal })

export const invoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, 'page', query] as const,
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  })

export const useInvoices = (query: InvoicesQuery) => useQuery(invoicesQueryOptions(query))
