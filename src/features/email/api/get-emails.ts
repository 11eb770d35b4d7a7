import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import type { EmailListParams } from '../search'
import { emailKeys } from './keys'

/** The mails of a folder, label or search, newest first, plus the unread counts. */
export const getEmails = (params: EmailListParams, signal?: AbortSignal) =>
  apiFetch(emailCalls.emails, { query: params, signal })

export const emailsQueryOptions = (params: EmailListParams) =>
  queryOptions({
    queryKey: emailKeys.list(params),
    queryFn: ({ signal }) => getEmails(params, signal),
    // the sidebar's badges stay while another folder loads
    placeholderData: keepPreviousData,
  })

export const useEmails = (params: EmailListParams) => useQuery(emailsQueryOptions(params))
