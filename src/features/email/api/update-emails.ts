import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateEmailsBody } from '@contract/email'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** Read, starred, folder or deleted for many mails at once. */
export const updateEmails = (body: UpdateEmailsBody) => apiFetch(emailCalls.updateEmails, { body })

export function useUpdateEmails() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'update'],
    mutationFn: updateEmails,
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
