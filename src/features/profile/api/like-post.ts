import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileCalls } from '@contract/profile.calls'
import { apiFetch } from '@/lib/http/client'
import { replacePost } from './update-post'

/** Likes or unlikes as the caller; the post in the loaded pages takes the server's counts. */
export function useLikePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['profile', 'like'],
    mutationFn: (body: { postId: number; liked: boolean }) => apiFetch(profileCalls.likePost, { body }),
    onSuccess: ({ post }) => replacePost(queryClient, post),
  })
}
