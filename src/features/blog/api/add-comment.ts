import { useMutation, useQueryClient } from '@tanstack/react-query'
import { blogCalls } from '@contract/blog.calls'
import { apiFetch } from '@/lib/http/client'
import { BLOG_KEY } from './get-posts'

export function useAddComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['blog', 'comment'],
    mutationFn: (body: { postId: number; commentText: string }) => apiFetch(blogCalls.addComment, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
  })
}
