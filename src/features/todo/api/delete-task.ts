import { useMutation, useQueryClient } from '@tanstack/react-query'
import { todoCalls } from '@contract/todo.calls'
import { apiFetch } from '@/lib/http/client'
import { TASKS_KEY } from './get-tasks'

/** A soft delete, the task moves to Deleted. */
export const deleteTask = (taskId: number) => apiFetch(todoCalls.deleteTask, { query: { taskId } })

export function useDeleteTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'delete-task'],
    mutationFn: deleteTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  })
}
