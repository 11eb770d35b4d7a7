import { queryOptions, useQuery } from '@tanstack/react-query'
import { invoiceCalls } from '@contract/invoice.calls'
import { apiFetch } from '@/lib/http/client'

/** A user's invoices: those whose client email is the user's (docs/api.md, "Users and invoices"). */
export const userInvoicesQueryOptions = (email: string) =>
  queryOptions({
    // under the invoice app's key, so its writes (a payment, a delete) refresh this list too
    queryKey: ['invoices', 'of-user', email] as const,
    queryFn: ({ signal }) =>
      apiFetch(invoiceCalls.invoices, { query: { q: email, perPage: 100, allData: 'false' }, signal }),
  })

export const useUserInvoices = (email: string) => useQuery(userInvoicesQueryOptions(email))
