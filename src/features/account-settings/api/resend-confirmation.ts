import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountSettings } from '@contract/account'
import { accountCalls } from '@contract/account.calls'
import { apiFetch } from '@/lib/http/client'
import { SETTINGS_KEY } from './get-settings'

export function useResendConfirmation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'resend-confirmation'],
    mutationFn: () => apiFetch(accountCalls.resendConfirmation),
    onSuccess: (emailStatus) =>
      queryClient.setQueryData<AccountSettings>(SETTINGS_KEY, (old) => old && { ...old, emailStatus }),
  })
}
