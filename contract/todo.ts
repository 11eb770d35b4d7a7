import { z } from 'zod'
import { endpoint } from './endpoint'
import {
  isoDateSchema,
  positiveIntParam,
  searchTextParam,
  shortText,
  URL_MAX,
  tooLongMessage,
  wholeListQuerySchema,
} from './common'
import { TASK_FILTERS, TASK_SORTS, TASK_TAGS } from './todo.values'

/**
 * The to-do app's calls (`/apps/todo/...`). Tasks are shared by every user of the demo; the stored order of the
 * collection is the user's own order (new tasks first), which `reorder-tasks` changes.
 */

export * from './todo.values'

export const taskTagSchema = z.enum(TASK_TAGS, { error: `Must be one of: ${TASK_TAGS.join(', ')}` })

export const taskFilterSchema = z.enum(TASK_FILTERS, { error: `Must be one of: ${TASK_FILTERS.join(', ')}` })

export const taskSortSchema = z.enum(TASK_SORTS, { error: `Must be one of: ${TASK_SORTS.join(', ')}` })

export const TASK_TITLE_MAX = 120
export const TASK_DESCRIPTION_MAX = 20_000
export const TITLE_REQUIRED_MESSAGE = 'Title is required'
export const UNKNOWN_ASSIGNEE_MESSAGE = 'Unknown assignee'

export const taskAssigneeSchema = z.object({ fullName: shortText().min(1), avatar: shortText(URL_MAX) })
export type TaskAssignee = z.infer<typeof taskAssigneeSchema>

/** The fields a user edits; the add and update bodies and the page's task form are built from this. */
export const taskFieldsSchema = z.object({
  title: z
    .string(TITLE_REQUIRED_MESSAGE)
    .trim()
    .min(1, TITLE_REQUIRED_MESSAGE)
    .max(TASK_TITLE_MAX, tooLongMessage(TASK_TITLE_MAX)),
  /** No due date: null. */
  dueDate: isoDateSchema.nullable(),
  /** HTML from the rich-text editor. */
  description: z.string().max(TASK_DESCRIPTION_MAX, tooLongMessage(TASK_DESCRIPTION_MAX)),
  /** One of `GET /apps/todo/assignees` (matched by full name), or null for nobody. */
  assignee: taskAssigneeSchema.nullable(),
  tags: z.array(taskTagSchema).refine((tags) => new Set(tags).size === tags.length, 'Tags must not repeat'),
  isImportant: z.boolean(),
  isCompleted: z.boolean(),
})
export type TaskFields = z.infer<typeof taskFieldsSchema>

export const taskSchema = taskFieldsSchema.extend({
  id: z.number().int().positive(),
  title: z.string(),
  isDeleted: z.boolean(),
})
export type Task = z.infer<typeof taskSchema>

/** `GET /apps/todo/tasks`: every parameter optional; a key given twice or an unknown value is a 400. */
export const tasksQuerySchema = z.object({
  q: searchTextParam,
  /** Absent: the tasks not deleted. important / completed never include deleted tasks. */
  filter: taskFilterSchema.optional(),
  tag: taskTagSchema.optional(),
  /** Absent: the user's own order. */
  sortBy: taskSortSchema.optional(),
  ...wholeListQuerySchema.shape,
})
export type TasksQuery = z.input<typeof tasksQuerySchema>
export const tasksReplySchema = z.array(taskSchema)

/** `POST /apps/todo/add-tasks`: title required; the rest default to empty, null or false. Unknown keys: 400. */
export const addTaskBodySchema = z.object({
  task: taskFieldsSchema.partial().extend({ title: taskFieldsSchema.shape.title }).strict(),
})
export type AddTaskBody = z.input<typeof addTaskBodySchema>

/** `POST /apps/todo/update-task`: the id plus any fields to change (restore = `isDeleted: false`). */
export const updateTaskBodySchema = z.object({
  task: taskFieldsSchema
    .partial()
    .extend({ id: z.number().int().positive(), isDeleted: z.boolean().optional() })
    .strict(),
})
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>

export const taskReplySchema = z.object({ task: taskSchema })
export type TaskReply = z.infer<typeof taskReplySchema>

/** `DELETE /apps/todo/delete-task?taskId=`: soft delete. */
export const deleteTaskQuerySchema = z.object({ taskId: positiveIntParam })

/**
 * `POST /apps/todo/reorder-tasks`: the ids the user sees, in their new order. Those tasks take the places the
 * same tasks held in the stored order, so tasks outside the view keep theirs.
 */
export const reorderTasksBodySchema = z.object({
  taskIds: z
    .array(z.number().int().positive())
    .min(1, 'At least one task id')
    .refine((ids) => new Set(ids).size === ids.length, 'Task ids must not repeat'),
})
export type ReorderTasksBody = z.input<typeof reorderTasksBodySchema>
export const reorderTasksReplySchema = z.object({ tasks: z.array(taskSchema) })
export type ReorderTasksReply = z.infer<typeof reorderTasksReplySchema>

/** `GET /apps/todo/assignees`: the people a task can be given to. */
export const assigneesReplySchema = z.array(taskAssigneeSchema)

export const todoApi = {
  tasks: endpoint({
    method: 'GET',
    path: '/apps/todo/tasks',
    query: tasksQuerySchema,
    reply: tasksReplySchema,
    summary: 'The tasks of a view, filtered by tag and text, in the chosen order',
  }),
  assignees: endpoint({
    method: 'GET',
    path: '/apps/todo/assignees',
    reply: assigneesReplySchema,
    summary: 'The people a task can be given to',
  }),
  addTask: endpoint({
    method: 'POST',
    path: '/apps/todo/add-tasks',
    body: addTaskBodySchema,
    reply: taskReplySchema,
    status: 201,
    summary: "Add a task at the top of the user's order; field errors name the task's own fields",
  }),
  updateTask: endpoint({
    method: 'POST',
    path: '/apps/todo/update-task',
    body: updateTaskBodySchema,
    reply: taskReplySchema,
    summary: 'Change some fields of a task (restore is `isDeleted: false`)',
  }),
  deleteTask: endpoint({
    method: 'DELETE',
    path: '/apps/todo/delete-task',
    query: deleteTaskQuerySchema,
    reply: taskReplySchema,
    summary: 'Move a task to Deleted (soft delete)',
  }),
  reorderTasks: endpoint({
    method: 'POST',
    path: '/apps/todo/reorder-tasks',
    body: reorderTasksBodySchema,
    reply: reorderTasksReplySchema,
    summary: 'Put the listed tasks in this order, in the places they held',
  }),
}
