import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileData } from '@contract/profile'
import { profileCalls } from '@contract/profile.calls'
import { apiFetch } from '@/lib/http/client'
import { PROFILE_KEY } from './get-profile'

export function useVote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['profile', 'vote'],
    mutationFn: (optionId: string) => apiFetch(profileCalls.vote, { body: { optionId } }),
    onSuccess: ({ poll }) =>
      queryClient.setQueryData<ProfileData>(PROFILE_KEY, (old) => old && { ...old, poll }),
  })
}
