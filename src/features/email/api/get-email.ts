import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import type { EmailListParams } from '../search'
import { emailsQueryOptions, findListedMail } from './get-emails'
import { emailKeys } from './keys'

/** One mail with hasPreviousMail / hasNextMail relative to the list it is read in. */
export const getEmail = (id: number, params: EmailListParams, signal?: AbortSignal) =>
  apiFetch(emailCalls.getEmail, { query: { id, ...params }, signal })

export const emailQueryOptions = (id: number, params: EmailListParams) =>
  queryOptions({
    queryKey: emailKeys.mail(id, params),
    queryFn: ({ signal }) => getEmail(id, params, signal),
  })

/**
 * The open mail. While it loads, the row already in the list stands in (without neighbours), so opening a mail
 * draws at once instead of after a round trip.
 */
export function useEmail(id: number | undefined, params: EmailListParams) {
  const client = useQueryClient()
  return useQuery({
    ...emailQueryOptions(id ?? 0, params),
    enabled: id !== undefined,
    placeholderData: () => {
      const row = findListedMail(client.getQueryData(emailsQueryOptions(params).queryKey), id)
      return row && { ...row, hasPreviousMail: false, hasNextMail: false }
    },
  })
}
