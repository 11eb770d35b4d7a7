import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddTaskBody } from '@contract/todo'
import { todoCalls } from '@contract/todo.calls'
import { apiFetch } from '@/lib/http/client'
import { TASKS_KEY } from './get-tasks'

/** 201 {task}; a 400 carries field messages (`title`, `assignee`, ...). */
export const addTask = (body: AddTaskBody) => apiFetch(todoCalls.addTask, { body })

export function useAddTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'add-task'],
    mutationFn: addTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  })
}
