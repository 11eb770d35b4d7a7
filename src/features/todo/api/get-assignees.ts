import { queryOptions, useQuery } from '@tanstack/react-query'
import { todoCalls } from '@contract/todo.calls'
import { apiFetch } from '@/lib/http/client'

/** The people a task can be given to; they rarely change, so keep them long. */
export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: ['todo', 'assignees'] as const,
    queryFn: ({ signal }) => apiFetch(todoCalls.assignees, { signal }),
    staleTime: 10 * 60_000,
  })

export const useAssignees = () => useQuery(assigneesQueryOptions())
