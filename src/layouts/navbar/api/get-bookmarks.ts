import { queryOptions, useQuery } from '@tanstack/react-query'
import { useSession } from '@/lib/auth/session'
import { searchCalls } from '@contract/search.calls'
import { apiFetch } from '@/lib/http/client'

/** The user's bookmarked pages and a few suggested ones, both limited to pages the user may open. */
export const getBookmarks = (signal?: AbortSignal) => apiFetch(searchCalls.bookmarks, { signal })

export const bookmarksKey = (userId: number | undefined) => ['navbar', 'bookmarks', userId] as const

export const bookmarksQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: bookmarksKey(userId),
    queryFn: ({ signal }) => getBookmarks(signal),
  })

export function useBookmarks() {
  const { userData, isSignedIn } = useSession()
  return useQuery({ ...bookmarksQueryOptions(userData?.id), enabled: isSignedIn })
}
