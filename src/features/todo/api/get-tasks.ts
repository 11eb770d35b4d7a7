import { queryOptions, useQuery } from '@tanstack/react-query'
import { TODO_PATH, type Task, type TasksQuery } from '@contract/todo'
import { apiFetch } from '@/lib/http/client'

/** Every tasks list shares this prefix, so a write can refresh them all at once. */
export const TASKS_KEY = ['todo', 'tasks'] as const

/** GET /apps/todo/tasks: one cache entry per filter, tag, search text and sort. */
export const tasksQueryOptions = (query: TasksQuery) =>
  queryOptions({
    queryKey: [...TASKS_KEY, query] as const,
    queryFn: ({ signal }) => apiFetch<Task[]>(`${TODO_PATH}/tasks`, { query: { ...query }, signal }),
  })

export const useTasks = (query: TasksQuery) => useQuery(tasksQueryOptions(query))
