import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DemoResetReply } from '@contract/demo'
import { apiFetch } from '@/lib/http/client'

/** POST /api/demo/reset: the back end restores its seed; every cached answer is then out of date. */
export const resetDemoData = () => apiFetch<DemoResetReply>('/api/demo/reset', { method: 'POST' })

export function useResetDemoData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['demo', 'reset'],
    mutationFn: resetDemoData,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
