import { useMutation, useQueryClient } from '@tanstack/react-query'
import { EMAIL_PATHS, type UpdateEmailsBody, type UpdateEmailsReply } from '@contract/email'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** POST /apps/email/update-emails: read, starred, folder or deleted for many mails at once. */
export const updateEmails = (body: UpdateEmailsBody) =>
  apiFetch<UpdateEmailsReply>(EMAIL_PATHS.updateEmails, { method: 'POST', body })

export function useUpdateEmails() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'update'],
    mutationFn: updateEmails,
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
