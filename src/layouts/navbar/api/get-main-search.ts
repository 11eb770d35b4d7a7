import { queryOptions, useQuery } from '@tanstack/react-query'
import { useSession } from '@/lib/auth/session'
import { searchCalls } from '@contract/search.calls'
import { apiFetch } from '@/lib/http/client'

/** The page index (already filtered to the caller's ability), the sample files and the contacts. */
export const getMainSearch = (signal?: AbortSignal) => apiFetch(searchCalls.mainSearch, { signal })

/** Keyed by user: the server's Pages group differs per ability and carries each user's bookmark flags. */
export const mainSearchKey = (userId: number | undefined) => ['navbar', 'main-search', userId] as const

export const mainSearchQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: mainSearchKey(userId),
    queryFn: ({ signal }) => getMainSearch(signal),
    staleTime: 5 * 60_000,
  })

export function useMainSearch(enabled = true) {
  const { userData, isSignedIn } = useSession()
  return useQuery({ ...mainSearchQueryOptions(userData?.id), enabled: enabled && isSignedIn })
}
