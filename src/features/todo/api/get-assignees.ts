import { queryOptions, useQuery } from '@tanstack/react-query'
import { TODO_PATH, type TaskAssignee } from '@contract/todo'
import { apiFetch } from '@/lib/http/client'

/** GET /apps/todo/assignees: the people a task can be given to; they rarely change, so keep them long. */
export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: ['todo', 'assignees'] as const,
    queryFn: ({ signal }) => apiFetch<TaskAssignee[]>(`${TODO_PATH}/assignees`, { signal }),
    staleTime: 10 * 60_000,
  })

export const useAssignees = () => useQuery(assigneesQueryOptions())
