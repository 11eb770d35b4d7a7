import { useMutation, useQueryClient } from '@tanstack/react-query'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import type { EmailListParams } from '../search'
import { emailKeys } from './keys'

export interface PaginateVariables {
  dir: 'previous' | 'next'
  emailId: number
  params: EmailListParams
}

/** The neighbour of a mail in its list (404 past either end). */
export const paginateEmail = ({ dir, emailId, params }: PaginateVariables) =>
  apiFetch(emailCalls.paginateEmail, { query: { dir, emailId, ...params } })

/** A one-off read triggered by a click, so a mutation; the neighbour lands in the cache as that mail's query. */
export function usePaginateEmail() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'paginate'],
    mutationFn: paginateEmail,
    onSuccess: (mail, { params }) => client.setQueryData(emailKeys.mail(mail.id, params), mail),
  })
}
