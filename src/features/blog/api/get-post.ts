import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogCalls } from '@contract/blog.calls'
import { apiFetch } from '@/lib/http/client'
import { BLOG_KEY } from './get-posts'

/** An address's post id: a positive integer, absent (the first post), or null when it cannot be one. */
export type PostId = number | undefined | null

export function parsePostId(param: string | undefined): PostId {
  if (param === undefined) return undefined
  return /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null
}

/** A post with its comments; `undefined` asks for the first post (a bare address). */
export const postQueryOptions = (id: PostId) =>
  queryOptions({
    queryKey: [...BLOG_KEY, 'detail', id ?? 'first'] as const,
    queryFn: ({ signal }) => apiFetch(blogCalls.detail, { query: { id: id ?? undefined }, signal }),
    enabled: id !== null,
  })

export const usePost = (id: PostId) => useQuery(postQueryOptions(id))

export const editPostQueryOptions = (id: PostId) =>
  queryOptions({
    queryKey: [...BLOG_KEY, 'edit', id ?? 'first'] as const,
    queryFn: ({ signal }) => apiFetch(blogCalls.edit, { query: { id: id ?? undefined }, signal }),
    enabled: id !== null,
  })

export const useEditPost = (id: PostId) => useQuery(editPostQueryOptions(id))
