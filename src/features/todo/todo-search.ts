import { TASK_FILTERS, TASK_SORTS, TASK_TAGS } from '@contract/todo-values'
import type { TasksQuery } from '@contract/todo'
import { enumParam, textParam, type UrlState } from '@/lib/url-state'

/**
 * The list's state in the URL (filter, tag, search text, sort), so a view is shareable and survives reload. A
 * value the app does not know is dropped rather than failing the page: a stale bookmark still opens.
 */
export const todoFields = {
  filter: enumParam(TASK_FILTERS),
  tag: enumParam(TASK_TAGS),
  q: textParam(),
  sortBy: enumParam(TASK_SORTS),
}
export type TodoSearch = UrlState<typeof todoFields>

/** The query the list asks the API for; the text is trimmed so "a " and "a" share a cache entry. */
export const toTasksQuery = ({ filter, tag, q, sortBy }: TodoSearch): TasksQuery => ({
  filter,
  tag,
  q: q.trim() || undefined,
  sortBy,
})
