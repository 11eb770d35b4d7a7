import type { QueryClient } from '@tanstack/react-query'
import { readUrlState } from '@/lib/url-state'
import { emailFields, listParamsOf } from '../search'
import { emailsQueryOptions } from './get-emails'

/**
 * The mailbox's first call, started by its route's loader (docs/state.md, "Calls that start with the page"): the
 * first page of the list the URL names, read from the URL as the page reads it. A list already cached and fresh
 * is not asked for again.
 */
export function startMailboxCalls(
  client: QueryClient,
  search: Readonly<Record<string, unknown>>,
): Promise<void> {
  return client.prefetchInfiniteQuery(emailsQueryOptions(listParamsOf(readUrlState(emailFields, search))))
}
