/* The to-do calls' plain values, without zod, for pages that only need them (the route's URL parsing runs in the
 * main bundle). `todo.ts` re-exports everything here. */

export const TASK_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const
export type TaskTag = (typeof TASK_TAGS)[number]

export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const
export type TaskFilter = (typeof TASK_FILTERS)[number]

export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TaskSort = (typeof TASK_SORTS)[number]
