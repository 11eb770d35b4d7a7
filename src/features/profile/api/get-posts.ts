import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { profileCalls } from '@contract/profile.calls'
import { apiFetch } from '@/lib/http/client'

export const POSTS_KEY = ['profile', 'posts'] as const

/** The feed, a page at a time: "Load more" asks for the page the last answer named. */
export const postsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: POSTS_KEY,
    queryFn: ({ pageParam, signal }) => apiFetch(profileCalls.posts, { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  })

export const useProfilePosts = () => useInfiniteQuery(postsQueryOptions())
