import { useMutation, useQueryClient } from '@tanstack/react-query'
import { demoCalls } from '@contract/calls.gen'
import { apiFetch } from '@/lib/http/client'

/** The back end restores its seed; every cached answer is then out of date. */
export const resetDemoData = () => apiFetch(demoCalls.reset)

export function useResetDemoData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['demo', 'reset'],
    mutationFn: resetDemoData,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
