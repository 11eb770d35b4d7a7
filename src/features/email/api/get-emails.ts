import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { EMAIL_PATHS, type EmailsReply } from '@contract/email'
import { apiFetch } from '@/lib/http/client'
import type { EmailListParams } from '../search'
import { emailKeys } from './keys'

/** GET /apps/email/emails: the mails of a folder, label or search, newest first, plus the unread counts. */
export const getEmails = (params: EmailListParams, signal?: AbortSignal) =>
  apiFetch<EmailsReply>(EMAIL_PATHS.emails, { query: params, signal })

export const emailsQueryOptions = (params: EmailListParams) =>
  queryOptions({
    queryKey: emailKeys.list(params),
    queryFn: ({ signal }) => getEmails(params, signal),
    // the sidebar's badges stay while another folder loads
    placeholderData: keepPreviousData,
  })

export const useEmails = (params: EmailListParams) => useQuery(emailsQueryOptions(params))
