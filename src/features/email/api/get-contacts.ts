import { queryOptions, useQuery } from '@tanstack/react-query'
import { EMAIL_PATHS, type EmailContactsReply } from '@contract/email'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** GET /apps/email/contacts: the people compose suggests. */
export const getContacts = (signal?: AbortSignal) =>
  apiFetch<EmailContactsReply>(EMAIL_PATHS.contacts, { signal })

export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.contacts(),
    queryFn: ({ signal }) => getContacts(signal),
    staleTime: 5 * 60_000,
  })

export const useContacts = () => useQuery(contactsQueryOptions())
