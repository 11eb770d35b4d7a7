import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { UserPlan, UserRole, UserSortColumn, UserStatus } from '@contract/users.values'
import { usersCalls } from '@contract/users.calls'
import { apiFetch } from '@/lib/http/client'
import type { UrlState } from '@/lib/url-state'
import type { userListFields } from '../list-search'
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

/** The back end's query for the list the URL describes (the page asks for it, and its route's loader first). */
export const userListQuery = (search: UrlState<typeof userListFields>): UsersQuery => ({
  q: search.q.trim() || undefined,
  role: search.role,
  currentPlan: search.currentPlan,
  status: search.status,
  page: search.page,
  perPage: search.perPage,
  sortColumn: search.sortColumn,
  sort: search.sortColumn ? search.sort : undefined,
})

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
