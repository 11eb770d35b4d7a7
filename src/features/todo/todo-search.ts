import {
  TASK_FILTERS,
  TASK_SORTS,
  TASK_TAGS,
  type TaskFilter,
  type TaskSort,
  type TaskTag,
} from '@contract/todo.values'
import type { TasksQuery } from '@contract/todo'
import { definedOnly, oneOf, searchText } from '@/lib/url-search'

/** The list's state in the URL (filter, tag, search text, sort), so a view is shareable and survives reload. */
export interface TodoSearch {
  filter?: TaskFilter
  tag?: TaskTag
  q?: string
  sortBy?: TaskSort
}

/** A value the app does not know is dropped rather than failing the page: a stale bookmark still opens. */
export function parseTodoSearch(search: Record<string, unknown>): TodoSearch {
  return definedOnly({
    filter: oneOf(search.filter, TASK_FILTERS),
    tag: oneOf(search.tag, TASK_TAGS),
    q: searchText(search.q),
    sortBy: oneOf(search.sortBy, TASK_SORTS),
  })
}

/** The query the list asks the API for; the text is trimmed so "a " and "a" share a cache entry. */
export const toTasksQuery = ({ filter, tag, q, sortBy }: TodoSearch): TasksQuery => ({
  filter,
  tag,
  q: q?.trim() || undefined,
  sortBy,
})
