import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountSettings, GeneralSettings } from '@contract/account'
import { accountCalls } from '@contract/account.calls'
import { getAccessToken, getRefreshToken, setSession } from '@/lib/auth/session'
import { apiFetch } from '@/lib/http/client'
import { SETTINGS_KEY } from './get-settings'

/**
 * The general tab is the account itself: after saving, the session's userData changes too, so the navbar shows
 * the new name and picture at once.
 */
export function useSaveGeneral() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'save-general'],
    mutationFn: (body: GeneralSettings) => apiFetch(accountCalls.saveGeneral, { body }),
    onSuccess: ({ general, userData }) => {
      const accessToken = getAccessToken()
      const refreshToken = getRefreshToken()
      if (accessToken && refreshToken) setSession({ userData, accessToken, refreshToken })
      queryClient.setQueryData<AccountSettings>(SETTINGS_KEY, (old) => old && { ...old, general })
      return queryClient.invalidateQueries({ queryKey: SETTINGS_KEY })
    },
  })
}
