import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BlogEditBody } from '@contract/blog'
import { blogCalls } from '@contract/blog.calls'
import { apiFetch } from '@/lib/http/client'
import { BLOG_KEY } from './get-posts'

/** Saves a post; every blog query refetches so list, sidebar and detail show the change. */
export function useUpdatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['blog', 'update'],
    mutationFn: (body: BlogEditBody) => apiFetch(blogCalls.update, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOG_KEY }),
  })
}
