import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'
import { USERS_KEY } from './users-keys'

/** A user's two-step state and sessions (docs/api.md, "A person's security"): an admin's call. */
const securityKey = (id: number) => [...USERS_KEY, 'security', id] as const

export const useUserSecurity = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: securityKey(id),
      queryFn: ({ signal }) => apiFetch(usersCalls.security, { query: { id }, signal }),
      retry: false,
    }),
  )

/** Signs out one of the user's sessions; the list is read again either way (it may have ended by itself). */
export function useEndUserSession(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['users', 'end-session', id],
    mutationFn: (session: string) => apiFetch(usersCalls.endSession, { query: { id, session } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKey(id) }),
  })
}
