import { zodResolver } from '@hookform/resolvers/zod'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { TASK_TITLE_MAX, taskFieldsSchema, type Task, type TaskFields } from '@contract/todo'

/** The contract's task fields, with the title's messages in the user's language. */
export const taskFormSchema = (t: TFunction<'todo'>) =>
  taskFieldsSchema.extend({
    title: z
      .string()
      .trim()
      .min(1, t('form.titleRequired'))
      .max(TASK_TITLE_MAX, t('form.titleTooLong', { max: TASK_TITLE_MAX })),
  })
export type TaskFormValues = z.input<ReturnType<typeof taskFormSchema>>

const EMPTY: TaskFormValues = {
  title: '',
  dueDate: null,
  description: '',
  assignee: null,
  tags: [],
  isImportant: false,
  isCompleted: false,
}

/** The stored values of a task, which Reset goes back to; a new task starts empty. */
export const formValuesOf = (task?: Task): TaskFormValues =>
  task
    ? {
        title: task.title,
        dueDate: task.dueDate,
        description: task.description,
        assignee: task.assignee,
        tags: task.tags,
        isImportant: task.isImportant,
        isCompleted: task.isCompleted,
      }
    : EMPTY

/** Validates as the user types, so Add and Update can stay disabled until the form is valid. */
export function useTaskForm(task?: Task) {
  const { t } = useTranslation('todo')
  const schema = useMemo(() => taskFormSchema(t), [t])
  return useForm<TaskFormValues, unknown, TaskFields>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(task),
    mode: 'onChange',
  })
}
