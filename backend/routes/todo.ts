import type { Context } from 'hono'
import type { z } from 'zod'
import {
  todoApi,
  UNKNOWN_ASSIGNEE_MESSAGE,
  type ReorderTasksReply,
  type Task,
  type TaskAssignee,
  type TaskFilter,
  type TaskReply,
  type TaskSort,
} from '../../contract/todo'
import { requireAbility, requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'
import { ApiError, notFound } from '../lib/errors'
import { searchItems, sortedOnce, wholeList } from '../lib/list'
import { assertRoomFor } from '../lib/quota'
import { routeGroup } from '../lib/route'
import { toErrorEnvelope } from '../lib/validate'
import { TASK_ASSIGNEES } from '../seed/todo'
import { notify } from '../lib/notify'

const inView: Record<TaskFilter | 'all', (task: Task) => boolean> = {
  all: (task) => !task.isDeleted,
  // a deleted task lives only in Deleted, whatever its other flags
  important: (task) => task.isImportant && !task.isDeleted,
  completed: (task) => task.isCompleted && !task.isDeleted,
  deleted: (task) => task.isDeleted,
}

// One collator for every comparison: localeCompare with options builds one per call.
const byText = new Intl.Collator('en', { sensitivity: 'base' }).compare
/** Missing values (no assignee, no due date) sort last in either case. */
const missingLast = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a, b)

// Array sorts are stable: ties keep the user's own order.
const comparators: Record<TaskSort, (a: Task, b: Task) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => byText(a.title, b.title),
  'title-desc': (a, b) => byText(b.title, a.title),
  assignee: (a, b) => missingLast(a.assignee?.fullName ?? null, b.assignee?.fullName ?? null, byText),
  'due-date': (a, b) => missingLast(a.dueDate, b.dueDate, byText),
}

/** Field messages name the task's own fields (`title`, not `task.title`), as the page's form does. */
function taskFieldErrors(c: Context<AppEnv>, error: z.ZodError) {
  const envelope = toErrorEnvelope(error)
  if (typeof envelope.error === 'string') return c.json(envelope, 400)
  const fields = Object.fromEntries(
    Object.entries(envelope.error).map(([path, message]) => [path.replace(/^task\./, ''), message]),
  )
  return c.json({ error: fields }, 400)
}

/**
 * The assignees are the demo's people, not accounts: the account that assigns the task (the list is its own) is the
 * one told, with a link to its list (docs/api.md, "Notifications").
 */
const taskEvent = (task: Task) => ({
  kind: 'taskAssigned' as const,
  params: { title: task.title, assignee: task.assignee?.fullName ?? '' },
  link: { to: '/apps/todo' },
})

/** The stored assignee for a full name (the avatar is ours, not the caller's); unknown names are a 400. */
function knownAssignee(assignee: TaskAssignee | null | undefined): TaskAssignee | null | undefined {
  if (!assignee) return assignee
  const known = TASK_ASSIGNEES.find((person) => person.fullName === assignee.fullName)
  if (!known) throw new ApiError(400, { error: { assignee: UNKNOWN_ASSIGNEE_MESSAGE } })
  return { ...known }
}

const read = [requireAuth, requireAbility('read', 'Todo')]
const write = [requireAuth, requireAbility('manage', 'Todo')]

export const todoRoutes = routeGroup()
  .route(todoApi.tasks, read, async (c) => {
    const { q, filter, tag, sortBy, offset } = c.req.valid('query')
    const stored = await c.var.deps.store.read('tasks')
    const view = inView[filter ?? 'all']
    const tasks = (sortBy ? sortedOnce(stored, comparators[sortBy]) : stored).filter(
      (task) => view(task) && (!tag || task.tags.includes(tag)),
    )
    return c.json(wholeList(c, searchItems(tasks, q, ['title']), offset))
  })
  .route(todoApi.assignees, read, (c) => c.json(TASK_ASSIGNEES))
  .route(
    todoApi.addTask,
    write,
    async (c) => {
      const input = c.req.valid('json').task
      const assignee = knownAssignee(input.assignee) ?? null
      // New tasks come first in the user's order. The to-do writes go by id (`updateRecords`): no copy of the list,
      // so they cost the same at 100,000 tasks as at 100 (docs/backend.md, "Cache").
      const task = await c.var.deps.store.updateRecords('tasks', async (tasks, newId) => {
        const added: Task = {
          id: await newId('tasks'),
          title: input.title,
          dueDate: input.dueDate ?? null,
          description: input.description ?? '',
          assignee,
          tags: input.tags ?? [],
          isImportant: input.isImportant ?? false,
          isCompleted: input.isCompleted ?? false,
          isDeleted: false,
        }
        assertRoomFor(c.var.deps.quotas, 'tasks', tasks, added)
        tasks.prepend(added)
        return added
      })
      if (task.assignee) await notify(c.var.deps, c.var.account.id, taskEvent(task))
      return c.json({ task } satisfies TaskReply, 201)
    },
    { onInvalidBody: taskFieldErrors },
  )
  .route(
    todoApi.updateTask,
    write,
    async (c) => {
      const { id, ...changes } = c.req.valid('json').task
      const assignee = knownAssignee(changes.assignee)
      const { task, newAssignee } = await c.var.deps.store.updateRecords('tasks', (tasks) => {
        const stored = tasks.get(id)
        if (!stored) throw notFound('Task')
        const changed: Task = { ...stored, ...changes, ...(assignee === undefined ? {} : { assignee }) }
        tasks.put(changed)
        return {
          task: changed,
          newAssignee: Boolean(assignee) && assignee?.fullName !== stored.assignee?.fullName,
        }
      })
      if (newAssignee) await notify(c.var.deps, c.var.account.id, taskEvent(task))
      return c.json({ task } satisfies TaskReply)
    },
    { onInvalidBody: taskFieldErrors },
  )
  .route(todoApi.deleteTask, write, async (c) => {
    const { taskId } = c.req.valid('query')
    const task = await c.var.deps.store.updateRecords('tasks', (tasks) => {
      const stored = tasks.get(taskId)
      if (!stored) throw notFound('Task')
      const deleted = { ...stored, isDeleted: true }
      tasks.put(deleted)
      return deleted
    })
    return c.json({ task } satisfies TaskReply)
  })
  .route(todoApi.reorderTasks, write, async (c) => {
    const { taskIds } = c.req.valid('json')
    const reordered = await c.var.deps.store.update('tasks', (tasks) => {
      // The plain records (`concat` on a draft returns them undrafted: docs/backend.md, "Cache"), so a whole
      // list of 10,000 reordered costs a few passes, not a search or a draft per id.
      const records = tasks.concat()
      const indexOf = new Map<number, number>()
      records.forEach((task, index) => indexOf.has(task.id) || indexOf.set(task.id, index))
      const from = taskIds.map((id) => {
        const index = indexOf.get(id)
        if (index === undefined) throw notFound('Task')
        return index
      })
      const moved = from.map((index) => records[index])
      // The listed tasks swap among the slots they already hold; every other task stays where it was.
      from
        .toSorted((a, b) => a - b)
        .forEach((slot, n) => records[slot] !== moved[n] && (tasks[slot] = moved[n]))
      return moved
    })
    return c.json({ tasks: reordered } satisfies ReorderTasksReply)
  })
