import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TasksQuery } from '@contract/todo'
import { todoCalls } from '@contract/todo.calls'
import { apiFetch } from '@/lib/http/client'
import { wholeList } from '@/lib/http/whole-list'

/** Every tasks list shares this prefix, so a write can refresh them all at once. */
export const TASKS_KEY = ['todo', 'tasks'] as const

/** One cache entry per filter, tag, search text and sort. */
export const tasksQueryOptions = (query: TasksQuery) =>
  queryOptions({
    queryKey: [...TASKS_KEY, query] as const,
    queryFn: ({ signal }) =>
      wholeList((offset) => apiFetch(todoCalls.tasks, { query: { ...query, offset }, signal })),
  })

export const useTasks = (query: TasksQuery) => useQuery(tasksQueryOptions(query))
