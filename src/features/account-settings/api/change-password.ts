import { useMutation } from '@tanstack/react-query'
import type { PasswordBody } from '@contract/account'
import { accountCalls } from '@contract/account.calls'
import { setSession } from '@/lib/auth/session'
import { apiFetch } from '@/lib/http/client'

/**
 * A password change ends every session of the account, this one included; the reply carries this device's new
 * tokens, which replace the old ones at once (docs/api.md, "Pages").
 */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['account', 'change-password'],
    mutationFn: (body: PasswordBody) => apiFetch(accountCalls.changePassword, { body }),
    onSuccess: (session) => setSession(session),
  })
}
