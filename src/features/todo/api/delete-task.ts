import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TODO_PATH, type TaskReply } from '@contract/todo'
import { apiFetch } from '@/lib/http/client'
import { TASKS_KEY } from './get-tasks'

/** DELETE /apps/todo/delete-task?taskId=: a soft delete, the task moves to Deleted. */
export const deleteTask = (taskId: number) =>
  apiFetch<TaskReply>(`${TODO_PATH}/delete-task`, { method: 'DELETE', query: { taskId } })

export function useDeleteTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'delete-task'],
    mutationFn: deleteTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  })
}
