import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EmailDraft } from '@contract/email'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** A new draft (201), or the named draft updated (200). */
export const saveDraft = (email: EmailDraft) => apiFetch(emailCalls.saveDraft, { body: { email } })

export function useSaveDraft() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'save-draft'],
    mutationFn: saveDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
