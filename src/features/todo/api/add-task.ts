import { useMutation, useQueryClient } from '@tanstack/react-query'
import { TODO_PATH, type AddTaskBody, type TaskReply } from '@contract/todo'
import { apiFetch } from '@/lib/http/client'
import { TASKS_KEY } from './get-tasks'

/** POST /apps/todo/add-tasks: 201 {task}; a 400 carries field messages (`title`, `assignee`, ...). */
export const addTask = (body: AddTaskBody) =>
  apiFetch<TaskReply>(`${TODO_PATH}/add-tasks`, { method: 'POST', body })

export function useAddTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'add-task'],
    mutationFn: addTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  })
}
