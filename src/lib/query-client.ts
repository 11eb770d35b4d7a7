import { QueryClient } from '@tanstack/react-query'
import { API_BASE_URL, onBackendReplaced } from '@/lib/backend/backend-ready'
import { getSessionSnapshot, subscribeSession } from '@/lib/auth/session'
import { isApiError } from '@/lib/http/api-error'

/*
 * Server state for the whole app. One retry for network trouble and 5xx; a 4xx will not change on a retry.
 * Data counts as fresh for 30 s, so moving between pages does not refetch everything.
 * The mock back end runs in the browser, so calls go on while the browser is offline (docs/offline.md); only a
 * real server's calls wait for the network to come back (TanStack Query's default).
 */
const networkMode = API_BASE_URL ? 'online' : 'always'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode,
      staleTime: 30_000,
      retry: (failureCount, error) =>
        failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode, retry: false },
  },
})

// A new worker (or a reset store) may answer differently: refetch what is on screen, mark the rest stale.
onBackendReplaced(() => void queryClient.invalidateQueries())

// One user's data must never show to the next: drop the whole cache when the session ends or changes hands.
let userId = getSessionSnapshot().userData?.id
subscribeSession(() => {
  const next = getSessionSnapshot().userData?.id
  if (next !== userId) queryClient.clear()
  userId = next
})
