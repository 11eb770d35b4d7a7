import { useMutation, useQueryClient } from '@tanstack/react-query'
import { demoCalls } from '@contract/demo.calls'
import { setSession } from '@/lib/auth/session'
import { signOut } from '@/lib/auth/sign-out'
import { apiFetch } from '@/lib/http/client'

/**
 * The back end restores its seed, which ends every session; it hands back a new one when the caller's account is
 * one of the seed's. Every cached answer is then out of date.
 */
export const resetDemoData = () => apiFetch(demoCalls.reset)

export function useResetDemoData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['demo', 'reset'],
    mutationFn: resetDemoData,
    onSuccess: async ({ session }) => {
      if (!session) return signOut()
      setSession(session)
      await queryClient.invalidateQueries()
    },
  })
}
