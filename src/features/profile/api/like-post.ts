import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { PostsReply } from '@contract/profile'
import { profileCalls } from '@contract/profile.calls'
import { apiFetch } from '@/lib/http/client'
import { POSTS_KEY } from './get-posts'

/** Likes or unlikes as the caller; the post in the loaded pages takes the server's counts. */
export function useLikePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['profile', 'like'],
    mutationFn: (body: { postId: number; liked: boolean }) => apiFetch(profileCalls.likePost, { body }),
    onSuccess: ({ post }) =>
      queryClient.setQueryData<InfiniteData<PostsReply>>(POSTS_KEY, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                posts: page.posts.map((old) => (old.id === post.id ? post : old)),
              })),
            }
          : data,
      ),
  })
}
