import { useMutation, useQueryClient } from '@tanstack/react-query'
import { EMAIL_PATHS, type EmailDraft, type StoredEmailReply } from '@contract/email'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** POST /apps/email/save-draft: a new draft (201), or the named draft updated (200). */
export const saveDraft = (email: EmailDraft) =>
  apiFetch<StoredEmailReply>(EMAIL_PATHS.saveDraft, { method: 'POST', body: { email } })

export function useSaveDraft() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'save-draft'],
    mutationFn: saveDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
