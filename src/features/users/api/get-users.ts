import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { UserPlan, UserRole, UserSortColumn, UserStatus } from '@contract/users.values'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'
import { USERS_KEY } from './users-keys'

export interface UsersQuery {
  q?: string
  role?: UserRole
  currentPlan?: UserPlan
  status?: UserStatus
  page: number
  perPage: number
  sortColumn?: UserSortColumn
  sort?: 'asc' | 'desc'
}

/** One page of users, searched, filtered and sorted by the back end, with the total. */
export const getUsers = (query: UsersQuery, signal?: AbortSignal) =>
  apiFetch(usersCalls.list, { query: { ...query }, signal })

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'page', query] as const,
    queryFn: ({ signal }) => getUsers(query, signal),
    // the current page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  })

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query))
