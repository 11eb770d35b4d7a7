import { queryOptions, useQuery } from '@tanstack/react-query'
import { invoiceCalls } from '@contract/invoice.calls'
import { apiFetch } from '@/lib/http/client'
import { wholeList } from '@/lib/http/whole-list'
import { CLIENTS_KEY } from './invoice-keys'

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: CLIENTS_KEY,
    queryFn: ({ signal }) =>
      wholeList((offset) => apiFetch(invoiceCalls.clients, { query: { offset }, signal })),
  })

/** Every client, by name: the editor's client picker. */
export const useClients = () => useQuery(clientsQueryOptions())
