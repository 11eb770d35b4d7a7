import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EmailDraft } from '@contract/email'
import { emailCalls } from '@contract/email.calls'
import { apiFetch } from '@/lib/http/client'
import { emailKeys } from './keys'

/** Keeps the mail in Scheduled until `scheduledAt` (ISO); with a draft's id, that draft moves there. */
export const scheduleEmail = ({ email, scheduledAt }: { email: EmailDraft; scheduledAt: string }) =>
  apiFetch(emailCalls.schedule, { body: { email, scheduledAt } })

export function useScheduleEmail() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'schedule'],
    mutationFn: scheduleEmail,
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}

/** Takes a scheduled mail back to Drafts, unsent. */
export function useCancelSchedule() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['email', 'cancel-schedule'],
    mutationFn: (id: number) => apiFetch(emailCalls.cancelSchedule, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
