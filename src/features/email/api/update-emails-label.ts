import { useMutation, useQueryClient } from '@tanstack/react-query'
import { EMAIL_PATHS, type UpdateEmailsLabelBody, type UpdateEmailsReply } from '@contract/email'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** POST /apps/email/update-emails-label: toggles one label on each mail (on where it was off, and back). */
export const updateEmailsLabel = (body: UpdateEmailsLabelBody) =>
  apiFetch<UpdateEmailsReply>(EMAIL_PATHS.updateEmailsLabel, { method: 'POST', body })

export function useUpdateEmailsLabel() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'label'],
    mutationFn: updateEmailsLabel,
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
