import { useMutation, useQueryClient } from '@tanstack/react-query'
import { EMAIL_PATHS, type EmailDraft, type StoredEmailReply } from '@contract/email'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** POST /apps/email/send: stores the mail in Sent (201); with a draft's id, that draft moves there. */
export const sendEmail = (email: EmailDraft) =>
  apiFetch<StoredEmailReply>(EMAIL_PATHS.send, { method: 'POST', body: { email } })

export function useSendEmail() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'send'],
    mutationFn: sendEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
