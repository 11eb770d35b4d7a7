import { z } from 'zod'
import { taskFilterSchema, taskSortSchema, taskTagSchema, type TasksQuery } from '@contract/todo'

/**
 * The list's state in the URL (filter, tag, search text, sort), so a view is shareable and survives reload. A
 * value the app does not know is dropped rather than failing the page: a stale bookmark still opens.
 */
export const todoSearchSchema = z.object({
  filter: taskFilterSchema.optional().catch(undefined),
  tag: taskTagSchema.optional().catch(undefined),
  // The router reads `q=2.4` typed into the address bar as a number; it is still search text.
  q: z
    .preprocess((q) => (typeof q === 'number' ? String(q) : q), z.string().optional())
    .catch(undefined)
    .transform((q) => q || undefined),
  sortBy: taskSortSchema.optional().catch(undefined),
})
export type TodoSearch = z.infer<typeof todoSearchSchema>

/** The query the list asks the API for; the text is trimmed so "a " and "a" share a cache entry. */
export const toTasksQuery = ({ filter, tag, q, sortBy }: TodoSearch): TasksQuery => ({
  filter,
  tag,
  q: q?.trim() || undefined,
  sortBy,
})
