import { queryOptions, useQuery } from '@tanstack/react-query'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** The people compose suggests. */
export const getContacts = (signal?: AbortSignal) => apiFetch(emailCalls.contacts, { signal })

export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.contacts(),
    queryFn: ({ signal }) => getContacts(signal),
    staleTime: 5 * 60_000,
  })

export const useContacts = () => useQuery(contactsQueryOptions())
