import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EmailDraft } from '@contract/email'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** Stores the mail in Sent (201); with a draft's id, that draft moves there. */
export const sendEmail = (email: EmailDraft) => apiFetch(emailCalls.send, { body: { email } })

export function useSendEmail() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'send'],
    mutationFn: sendEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
