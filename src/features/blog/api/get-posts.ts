import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BlogCategory } from '@contract/blog.values'
import { blogCalls } from '@contract/blog.calls'
import { apiFetch } from '@/lib/http/client'

export const BLOG_KEY = ['blog'] as const

export const postsQueryOptions = (q: string, category: BlogCategory | undefined) =>
  queryOptions({
    queryKey: [...BLOG_KEY, 'list', q, category] as const,
    queryFn: ({ signal }) => apiFetch(blogCalls.list, { query: { q: q || undefined, category }, signal }),
    placeholderData: keepPreviousData,
  })

export const usePosts = (q: string, category: BlogCategory | undefined) =>
  useQuery(postsQueryOptions(q, category))
