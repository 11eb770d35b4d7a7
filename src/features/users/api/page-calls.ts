import type { QueryClient } from '@tanstack/react-query'
import { readUrlState } from '@/lib/url-state'
import { userListFields } from '../list-search'
import { allUsersQueryOptions } from './get-all-users'
import { userListQuery, usersQueryOptions } from './get-users'

/**
 * The user list's first calls, started by its route's loader (docs/state.md, "Calls that start with the page"):
 * the page of users the URL names, read from the URL as the page reads it, and every user for the tiles.
 */
export function startUserListCalls(
  client: QueryClient,
  search: Readonly<Record<string, unknown>>,
): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(usersQueryOptions(userListQuery(readUrlState(userListFields, search)))),
    client.prefetchQuery(allUsersQueryOptions()),
  ])
}
