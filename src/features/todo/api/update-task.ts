import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Task, UpdateTaskBody } from '@contract/todo'
import { todoCalls } from '@contract/todo.calls'
import { apiFetch } from '@/lib/http/client'
import { TASKS_KEY } from './get-tasks'

type TaskChanges = UpdateTaskBody['task']

/** The id plus the fields to change; restoring is `{id, isDeleted: false}`. */
export const updateTask = (task: TaskChanges) => apiFetch(todoCalls.updateTask, { body: { task } })

/**
 * Optimistic: every cached list shows the change at once (a ticked checkbox must not wait for the worker), and
 * rolls back if the call fails. The lists refetch afterwards, so a task that left a view (completed in "My
 * Tasks" stays, un-starred in "Important" goes) lands where the server puts it.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'update-task'],
    mutationFn: updateTask,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: TASKS_KEY })
      const previous = queryClient.getQueriesData<Task[]>({ queryKey: TASKS_KEY })
      queryClient.setQueriesData<Task[]>({ queryKey: TASKS_KEY }, (tasks) =>
        tasks?.map((task) => (task.id === changes.id ? { ...task, ...changes } : task)),
      )
      return { previous }
    },
    onError: (_error, _changes, context) => {
      for (const [key, tasks] of context?.previous ?? []) queryClient.setQueryData(key, tasks)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  })
}
