/**
 * The to-do calls as table rows (see cases.ts). Reads come first and are checked against the seed; the writes
 * follow in order, each later row relying on the ones before it (add → update → reorder → delete → restore).
 */
import {
  todoApi,
  TASK_FILTERS,
  TASK_TAGS,
  TITLE_REQUIRED_MESSAGE,
  UNKNOWN_ASSIGNEE_MESSAGE,
  assigneesReplySchema,
  reorderTasksReplySchema,
  taskReplySchema,
  tasksReplySchema,
  type Task,
  type TaskFilter,
} from '../../contract/todo'
import { buildSeed } from '../seed'
import { TASK_ASSIGNEES } from '../seed/todo'
import type { ApiCase, ApiReply, ApiRequest, Expect, Session } from './cases'
import { del, get, post, type RequestQuery } from './requests'

const TASKS = buildSeed(new Date()).tasks

const admin = (request: (token: string) => ApiRequest) => (s: Session) => request(s.admin.accessToken)
const listTasks = (query: RequestQuery = '') => admin((token) => get(todoApi.tasks, token, query))

const ids = (tasks: Task[]) => tasks.map((task) => task.id)
const inFilter = (filter?: TaskFilter) => (task: Task) =>
  filter === 'deleted'
    ? task.isDeleted
    : !task.isDeleted && (!filter || (filter === 'important' ? task.isImportant : task.isCompleted))

/** The reply is a bare array of valid tasks with exactly these ids, in this order. */
const expectIds =
  (expected: number[]) =>
  ({ body }: ApiReply, expect: Expect) => {
    expect(tasksReplySchema.safeParse(body).error).toBe(undefined)
    expect(ids(body)).toEqual(expected)
  }

const NOT_DELETED = ids(TASKS.filter(inFilter()))
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

/** A sorted reply holds the same tasks as the unsorted view, each pair in order; ties keep the user's order. */
const expectSorted =
  (key: (task: Task) => string | null, direction: 1 | -1 = 1) =>
  ({ body }: ApiReply, expect: Expect) => {
    const tasks = body as Task[]
    expect(ids(tasks).toSorted((a, b) => a - b)).toEqual(NOT_DELETED.toSorted((a, b) => a - b))
    for (let i = 1; i < tasks.length; i++) {
      const [a, b] = [key(tasks[i - 1]), key(tasks[i])]
      const order = a === null ? (b === null ? 0 : 1) : b === null ? -1 : byText(a, b) * direction
      expect(order <= 0).toBe(true)
      if (order === 0)
        expect(NOT_DELETED.indexOf(tasks[i - 1].id) < NOT_DELETED.indexOf(tasks[i].id)).toBe(true)
    }
  }

// Probes picked from the seed so the rows keep meaning if the seed changes.
const IMPORTANT_AND_COMPLETED = TASKS.find((t) => t.isImportant && t.isCompleted && !t.isDeleted)!
const COMPLETED_AND_DELETED = TASKS.find((t) => t.isCompleted && t.isDeleted)!
const UNKNOWN_ID = 999
const NEW_TASK = {
  title: '  Glaze the sample tiles  ',
  dueDate: '2031-02-28',
  description: '<p>Two coats, <strong>matte</strong>.</p>',
  assignee: { fullName: TASK_ASSIGNEES[3].fullName, avatar: 'ignored.png' },
  tags: ['team', 'high'],
  isImportant: true,
}
/** The id the add row gets: max + 1. */
const NEW_ID = Math.max(...ids(TASKS)) + 1

const READS: ApiCase[] = [
  {
    name: 'todo tasks without parameters: the non-deleted tasks in the user’s order',
    request: listTasks(),
    status: 200,
    check: expectIds(NOT_DELETED),
  },
  {
    name: 'todo tasks: the whole list’s length in X-Total-Count',
    request: listTasks(),
    status: 200,
    check: ({ body, headers }, expect) => {
      expect(headers['x-total-count']).toBe(String(NOT_DELETED.length))
      expect(body).toHaveLength(NOT_DELETED.length)
    },
  },
  {
    name: 'todo tasks with offset: the list from that row, the total unchanged',
    request: listTasks('offset=2'),
    status: 200,
    check: (reply, expect) => {
      expectIds(NOT_DELETED.slice(2))(reply, expect)
      expect(reply.headers['x-total-count']).toBe(String(NOT_DELETED.length))
    },
  },
  {
    name: 'todo tasks with an offset past the end: none, with the true total',
    request: listTasks('offset=100000'),
    status: 200,
    check: ({ body, headers }, expect) => {
      expect(body).toEqual([])
      expect(headers['x-total-count']).toBe(String(NOT_DELETED.length))
    },
  },
  ...['-1', '1.5', 'x', '01'].map((offset): ApiCase => ({
    name: `todo tasks with offset=${offset} is 400`,
    request: listTasks(`offset=${offset}`),
    status: 400,
  })),
  ...TASK_FILTERS.map((filter): ApiCase => ({
    name: `todo tasks filter=${filter}`,
    request: listTasks(`filter=${filter}`),
    status: 200,
    check: (reply, expect) => {
      expectIds(ids(TASKS.filter(inFilter(filter))))(reply, expect)
      expect(reply.body.length).toBeGreaterThan(0)
    },
  })),
  {
    name: 'todo tasks: important and completed include a task that is both, deleted ones never',
    request: listTasks('filter=completed'),
    status: 200,
    check: ({ body }, expect) => {
      expect(ids(body)).toContain(IMPORTANT_AND_COMPLETED.id)
      expect(ids(body)).not.toContain(COMPLETED_AND_DELETED.id)
    },
  },
  ...TASK_TAGS.map((tag): ApiCase => ({
    name: `todo tasks tag=${tag}`,
    request: listTasks(`tag=${tag}`),
    status: 200,
    check: (reply, expect) => {
      expectIds(ids(TASKS.filter((t) => !t.isDeleted && t.tags.includes(tag))))(reply, expect)
      expect(reply.body.length).toBeGreaterThan(0)
    },
  })),
  {
    name: 'todo tasks combine filter and tag',
    request: listTasks('filter=important&tag=team'),
    status: 200,
    check: expectIds(ids(TASKS.filter((t) => inFilter('important')(t) && t.tags.includes('team')))),
  },
  {
    name: 'todo tasks q matches titles case-insensitively, trimmed',
    request: listTasks('q=%20%20THE%20'),
    status: 200,
    check: (reply, expect) => {
      expectIds(ids(TASKS.filter((t) => !t.isDeleted && t.title.toLowerCase().includes('the'))))(
        reply,
        expect,
      )
      expect(reply.body.length).toBeGreaterThan(1)
    },
  },
  {
    name: 'todo tasks q does not search descriptions',
    request: listTasks('q=matte'),
    status: 200,
    check: expectIds([]),
  },
  {
    name: 'todo tasks q within the deleted view',
    request: listTasks(`filter=deleted&q=${encodeURIComponent(COMPLETED_AND_DELETED.title.slice(0, 10))}`),
    status: 200,
    check: expectIds([COMPLETED_AND_DELETED.id]),
  },
  {
    name: 'todo tasks sortBy=latest: newest id first',
    request: listTasks('sortBy=latest'),
    status: 200,
    check: expectIds(NOT_DELETED.toSorted((a, b) => b - a)),
  },
  {
    name: 'todo tasks sortBy=title-asc',
    request: listTasks('sortBy=title-asc'),
    status: 200,
    check: expectSorted((t) => t.title),
  },
  {
    name: 'todo tasks sortBy=title-desc',
    request: listTasks('sortBy=title-desc'),
    status: 200,
    check: expectSorted((t) => t.title, -1),
  },
  {
    name: 'todo tasks sortBy=assignee: by full name, unassigned last',
    request: listTasks('sortBy=assignee'),
    status: 200,
    check: (reply, expect) => {
      expectSorted((t) => t.assignee?.fullName ?? null)(reply, expect)
      expect(reply.body.at(-1).assignee).toBe(null)
    },
  },
  {
    name: 'todo tasks sortBy=due-date: soonest first, undated last',
    request: listTasks('sortBy=due-date'),
    status: 200,
    check: (reply, expect) => {
      expectSorted((t) => t.dueDate)(reply, expect)
      expect(reply.body.at(-1).dueDate).toBe(null)
    },
  },
  {
    name: 'todo tasks sort within a filter and a tag',
    request: listTasks('filter=important&tag=high&sortBy=title-desc'),
    status: 200,
    check: expectIds(
      TASKS.filter((t) => inFilter('important')(t) && t.tags.includes('high'))
        .toSorted((a, b) => byText(b.title, a.title))
        .map((t) => t.id),
    ),
  },
  ...[
    'filter=archived',
    'filter=',
    'tag=urgent',
    'sortBy=title',
    'filter=important&filter=deleted',
    'q=a&q=b',
  ].map((query): ApiCase => ({
    name: `todo tasks rejects ${query}`,
    request: listTasks(query),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual([query.split('=')[0]]),
  })),
  {
    name: 'todo assignees',
    request: admin((token) => get(todoApi.assignees, token)),
    status: 200,
    check: ({ body }, expect) => {
      expect(assigneesReplySchema.safeParse(body).error).toBe(undefined)
      expect(body).toEqual(TASK_ASSIGNEES)
    },
  },
]

/** Every to-do call, for the 401 and 403 rows (the client may read only ACL and Auth). */
const CALLS: [string, (token?: string) => ApiRequest][] = [
  ['tasks', (token) => get(todoApi.tasks, token)],
  ['assignees', (token) => get(todoApi.assignees, token)],
  ['add-tasks', (token) => post(todoApi.addTask, { task: { title: 'x' } }, token)],
  ['update-task', (token) => post(todoApi.updateTask, { task: { id: 1, isCompleted: true } }, token)],
  ['delete-task', (token) => del(todoApi.deleteTask, token, { taskId: 1 })],
  ['reorder-tasks', (token) => post(todoApi.reorderTasks, { taskIds: [2, 1] }, token)],
]

const GUARDS: ApiCase[] = CALLS.flatMap(([name, request]): ApiCase[] => [
  {
    name: `todo ${name} without a token is 401`,
    request: () => request(),
    status: 401,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Unauthorized' }),
  },
  {
    name: `todo ${name} by the client is 403`,
    request: (s) => request(s.client.accessToken),
    status: 403,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Forbidden' }),
  },
])

const addTask = (task: unknown) => admin((token) => post(todoApi.addTask, { task }, token))
const updateTask = (task: unknown) => admin((token) => post(todoApi.updateTask, { task }, token))
const reorder = (taskIds: unknown) => admin((token) => post(todoApi.reorderTasks, { taskIds }, token))
const deleteTask = (query: string) => admin((token) => del(todoApi.deleteTask, token, query))

const REJECTED_WRITES: ApiCase[] = [
  {
    name: 'todo add without a title is 400',
    request: addTask({ title: '   ', tags: ['low'] }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { title: TITLE_REQUIRED_MESSAGE } }),
  },
  {
    name: 'todo add with a missing title is 400',
    request: addTask({ tags: ['low'] }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { title: TITLE_REQUIRED_MESSAGE } }),
  },
  {
    name: 'todo add with an unknown tag is 400',
    request: addTask({ title: 'x', tags: ['urgent'] }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['tags.0']),
  },
  {
    name: 'todo add with a repeated tag is 400',
    request: addTask({ title: 'x', tags: ['low', 'low'] }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { tags: 'Tags must not repeat' } }),
  },
  // none of these may reach a date parser that throws (they once answered 500)
  ...['2031-02-30', '2026-13-45', '2026-00-10', '2026-11-24T10:00:00.000Z'].map((dueDate): ApiCase => ({
    name: `todo add with the due date ${dueDate} is 400`,
    request: addTask({ title: 'x', dueDate }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['dueDate']),
  })),
  {
    name: 'todo add with an unknown assignee is 400',
    request: addTask({ title: 'x', assignee: { fullName: 'Nobody Known', avatar: '' } }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { assignee: UNKNOWN_ASSIGNEE_MESSAGE } }),
  },
  {
    name: 'todo add with an id or isDeleted is 400 (unknown keys)',
    request: addTask({ title: 'x', id: 5, isDeleted: true }),
    status: 400,
  },
  {
    name: 'todo add with a body that is not JSON is 400',
    request: (s) => ({ ...addTask({})(s), rawBody: 'title=x' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Request body must be JSON' }),
  },
  {
    name: 'todo add without the task wrapper is 400',
    request: admin((token) => post(todoApi.addTask, { title: 'x' }, token)),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['task']),
  },
  {
    name: 'todo update of an unknown id is 404',
    request: updateTask({ id: UNKNOWN_ID, isCompleted: true }),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Task not found' }),
  },
  {
    name: 'todo update with an empty title is 400',
    request: updateTask({ id: 1, title: '' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { title: TITLE_REQUIRED_MESSAGE } }),
  },
  {
    name: 'todo update without an id is 400',
    request: updateTask({ isCompleted: true }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['id']),
  },
  {
    name: 'todo update with a string flag is 400',
    request: updateTask({ id: 1, isImportant: 'yes' }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['isImportant']),
  },
  {
    name: 'todo delete of an unknown id is 404',
    request: deleteTask(`taskId=${UNKNOWN_ID}`),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Task not found' }),
  },
  ...['taskId=abc', 'taskId=0', 'taskId=', ''].map((query): ApiCase => ({
    name: `todo delete with ${query || 'no taskId'} is 400`,
    request: deleteTask(query),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['taskId']),
  })),
  {
    name: 'todo reorder with a repeated id is 400',
    request: reorder([1, 2, 1]),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { taskIds: 'Task ids must not repeat' } }),
  },
  {
    name: 'todo reorder with no ids is 400',
    request: reorder([]),
    status: 400,
  },
  {
    name: 'todo reorder with a non-numeric id is 400',
    request: reorder([1, '2']),
    status: 400,
  },
  {
    name: 'todo reorder with an unknown id is 404',
    request: reorder([2, UNKNOWN_ID, 1]),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Task not found' }),
  },
]

// The view the reorder rows work on: the seed's important tasks plus the added one (important, completed).
const IMPORTANT = ids(TASKS.filter(inFilter('important')))
const IMPORTANT_REVERSED = IMPORTANT.toReversed()

const WRITES: ApiCase[] = [
  {
    name: 'todo add: 201 with the stored task, title trimmed, assignee avatar from the list',
    request: addTask(NEW_TASK),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(taskReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.task).toEqual({
        ...NEW_TASK,
        id: NEW_ID,
        title: 'Glaze the sample tiles',
        assignee: TASK_ASSIGNEES[3],
        isCompleted: false,
        isDeleted: false,
      })
    },
  },
  {
    name: 'todo add with a title only fills in the defaults',
    request: addTask({ title: 'Sweep the workshop' }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.task).toEqual({
        id: NEW_ID + 1,
        title: 'Sweep the workshop',
        dueDate: null,
        description: '',
        assignee: null,
        tags: [],
        isImportant: false,
        isCompleted: false,
        isDeleted: false,
      }),
  },
  {
    name: 'todo tasks after adding: new tasks first in the user’s order',
    request: listTasks(),
    status: 200,
    check: expectIds([NEW_ID + 1, NEW_ID, ...NOT_DELETED]),
  },
  {
    name: 'todo update changes only the given fields',
    request: updateTask({ id: NEW_ID, isCompleted: true, tags: ['low'], assignee: null, dueDate: null }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.task).toEqual({
        ...NEW_TASK,
        id: NEW_ID,
        title: 'Glaze the sample tiles',
        assignee: null,
        dueDate: null,
        tags: ['low'],
        isCompleted: true,
        isDeleted: false,
      }),
  },
  {
    name: 'todo tasks: the completed task shows under completed',
    request: listTasks('filter=completed'),
    status: 200,
    check: ({ body }, expect) => expect(ids(body)).toContain(NEW_ID),
  },
  {
    name: 'todo reorder the important view (reversed)',
    request: reorder([...IMPORTANT_REVERSED, NEW_ID]),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(reorderTasksReplySchema.safeParse(body).error).toBe(undefined)
      expect(ids(body.tasks)).toEqual([...IMPORTANT_REVERSED, NEW_ID])
    },
  },
  {
    name: 'todo tasks after reordering: the view keeps its new order',
    request: listTasks('filter=important'),
    status: 200,
    check: expectIds([...IMPORTANT_REVERSED, NEW_ID]),
  },
  {
    name: 'todo tasks after reordering: the moved tasks swapped slots, the others stayed put',
    request: listTasks(),
    status: 200,
    check: ({ body }, expect) => {
      const before = [NEW_ID + 1, NEW_ID, ...NOT_DELETED]
      const moved = new Set([...IMPORTANT, NEW_ID])
      const queue = [...IMPORTANT_REVERSED, NEW_ID]
      expect(ids(body)).toEqual(before.map((id) => (moved.has(id) ? queue.shift() : id)))
    },
  },
  {
    name: 'todo tasks sortBy still overrides the user’s order',
    request: listTasks('filter=important&sortBy=latest'),
    status: 200,
    check: expectIds([NEW_ID, ...IMPORTANT].toSorted((a, b) => b - a)),
  },
  {
    name: 'todo delete is soft: 200 with isDeleted true',
    request: deleteTask(`taskId=${NEW_ID + 1}`),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.task).toMatchObject({ id: NEW_ID + 1, title: 'Sweep the workshop', isDeleted: true }),
  },
  {
    name: 'todo tasks: the deleted task left My Tasks',
    request: listTasks(),
    status: 200,
    check: ({ body }, expect) => expect(ids(body)).not.toContain(NEW_ID + 1),
  },
  {
    name: 'todo tasks: the deleted task is in Deleted',
    request: listTasks('filter=deleted'),
    status: 200,
    check: ({ body }, expect) => expect(ids(body)).toContain(NEW_ID + 1),
  },
  {
    name: 'todo restore = update with isDeleted false',
    request: updateTask({ id: NEW_ID + 1, isDeleted: false }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.task).toMatchObject({ id: NEW_ID + 1, isDeleted: false }),
  },
  {
    name: 'todo tasks: the restored task is back in its old place',
    request: listTasks(),
    status: 200,
    check: ({ body }, expect) => expect(ids(body)[0]).toBe(NEW_ID + 1),
  },
]

export const TODO_CASES: ApiCase[] = [...READS, ...GUARDS, ...REJECTED_WRITES, ...WRITES]
