import { queryOptions, useQuery } from '@tanstack/react-query'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'
import { USERS_KEY } from './users-keys'

/** Every user: the statistics tiles count them. */
export const allUsersQueryOptions = () =>
  queryOptions({
    queryKey: [...USERS_KEY, 'all'] as const,
    queryFn: ({ signal }) => apiFetch(usersCalls.allData, { signal }),
  })

export const useAllUsers = () => useQuery(allUsersQueryOptions())
