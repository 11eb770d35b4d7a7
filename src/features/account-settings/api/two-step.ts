import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountSettings, TwoStepDisableBody, TwoStepEnableBody } from '@contract/account'
import { accountCalls } from '@contract/account.calls'
import { apiFetch } from '@/lib/http/client'
import { SETTINGS_KEY } from './get-settings'

/** Writes the two-step flag into the cached settings, so the card shows it without a refetch. */
const useSetFlag = () => {
  const queryClient = useQueryClient()
  return (isTwoStepEnabled: boolean) =>
    queryClient.setQueryData<AccountSettings>(
      SETTINGS_KEY,
      (old) => old && { ...old, security: { isTwoStepEnabled } },
    )
}

/** A new secret to scan; two-step stays off until `useEnableTwoStep` confirms it with a code. */
export const useTwoStepSetup = () =>
  useMutation({
    mutationKey: ['account', 'two-step-setup'],
    mutationFn: () => apiFetch(accountCalls.twoStepSetup),
  })

export function useEnableTwoStep() {
  const setFlag = useSetFlag()
  return useMutation({
    mutationKey: ['account', 'two-step-enable'],
    mutationFn: (body: TwoStepEnableBody) => apiFetch(accountCalls.twoStepEnable, { body }),
    onSuccess: () => setFlag(true),
  })
}

export function useDisableTwoStep() {
  const setFlag = useSetFlag()
  return useMutation({
    mutationKey: ['account', 'two-step-disable'],
    mutationFn: (body: TwoStepDisableBody) => apiFetch(accountCalls.twoStepDisable, { body }),
    onSuccess: () => setFlag(false),
  })
}
