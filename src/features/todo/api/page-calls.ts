import type { QueryClient } from '@tanstack/react-query'
import { readUrlState } from '@/lib/url-state'
import { todoFields, toTasksQuery } from '../todo-search'
import { tasksQueryOptions } from './get-tasks'

/**
 * The to-do page's first call, started by its route's loader (docs/state.md, "Calls that start with the page"):
 * the tasks of the view the URL names, read from the URL as the page reads it.
 */
export function startTodoCalls(
  client: QueryClient,
  search: Readonly<Record<string, unknown>>,
): Promise<void> {
  return client.prefetchQuery(tasksQueryOptions(toTasksQuery(readUrlState(todoFields, search))))
}
