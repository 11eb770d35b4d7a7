import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Task, TasksQuery } from '@contract/todo'
import { todoCalls } from '@contract/todo.calls'
import { apiFetch } from '@/lib/http/client'
import { TASKS_KEY, tasksQueryOptions } from './get-tasks'

/** The ids on screen in their new order; the server keeps it. */
export const reorderTasks = (taskIds: number[]) => apiFetch(todoCalls.reorderTasks, { body: { taskIds } })

/** Optimistic: the list on screen takes the new order at once and goes back if the call fails. */
export function useReorderTasks(query: TasksQuery) {
  const queryClient = useQueryClient()
  const { queryKey } = tasksQueryOptions(query)
  return useMutation({
    mutationKey: ['todo', 'reorder-tasks'],
    mutationFn: (tasks: Task[]) => reorderTasks(tasks.map((task) => task.id)),
    onMutate: async (tasks) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, tasks)
      return { previous }
    },
    onError: (_error, _tasks, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  })
}
