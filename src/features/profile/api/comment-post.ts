import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileCalls } from '@contract/profile.calls'
import { apiFetch } from '@/lib/http/client'
import { replacePost } from './update-post'

/** Comments on a post as the caller; the post in the loaded pages takes the server's comments. */
export function useCommentPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['profile', 'comment'],
    mutationFn: (body: { postId: number; text: string }) => apiFetch(profileCalls.commentPost, { body }),
    onSuccess: ({ post }) => replacePost(queryClient, post),
  })
}
