import { queryOptions, useQuery } from '@tanstack/react-query'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'
import { USERS_KEY } from './users-keys'

/** One user; a 404 is an answer ("User not found"), not something to retry. */
export const userQueryOptions = (id: number, enabled = true) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'user', id] as const,
    queryFn: ({ signal }) => apiFetch(usersCalls.user, { query: { id }, signal }),
    retry: false,
    enabled,
  })

export const useUser = (id: number, enabled = true) => useQuery(userQueryOptions(id, enabled))
