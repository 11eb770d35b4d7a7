import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogCalls } from '@contract/blog.calls'
import { apiFetch } from '@/lib/http/client'
import { BLOG_KEY } from './get-posts'

export const sidebarQueryOptions = () =>
  queryOptions({
    queryKey: [...BLOG_KEY, 'sidebar'] as const,
    queryFn: ({ signal }) => apiFetch(blogCalls.sidebar, { signal }),
  })

export const useBlogSidebar = () => useQuery(sidebarQueryOptions())
