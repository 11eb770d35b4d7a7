import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateEmailsLabelBody } from '@contract/email'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** Toggles one label on each mail (on where it was off, and back). */
export const updateEmailsLabel = (body: UpdateEmailsLabelBody) =>
  apiFetch(emailCalls.updateEmailsLabel, { body })

export function useUpdateEmailsLabel() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'label'],
    mutationFn: updateEmailsLabel,
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
