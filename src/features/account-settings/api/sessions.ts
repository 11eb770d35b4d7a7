import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { accountCalls } from '@contract/account.calls'
import { apiFetch } from '@/lib/http/client'

/** The signed-in account's sessions (docs/api.md, "Account settings"); refetched after each sign-out. */
export const SESSIONS_KEY = ['account', 'sessions'] as const

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: async ({ signal }) => (await apiFetch(accountCalls.sessions, { signal })).sessions,
  })

export const useSessions = () => useQuery(sessionsQueryOptions())

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'end-session'],
    mutationFn: (id: string) => apiFetch(accountCalls.endSession, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  })
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'end-other-sessions'],
    mutationFn: () => apiFetch(accountCalls.endOtherSessions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  })
}
