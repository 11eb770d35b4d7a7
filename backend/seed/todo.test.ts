// @vitest-environment node
import { TASK_TAGS, taskSchema } from '../../contract/todo'
import { isoDay } from './prng'
import { seedTasks } from './todo'

const now = new Date('2026-05-20T10:00:00Z')

describe('the to-do seed', () => {
  const tasks = seedTasks(now)

  it('has 18+ valid tasks with unique ids over every tag', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(18)
    expect(tasks.filter((task) => !taskSchema.safeParse(task).success)).toEqual([])
    expect(new Set(tasks.map((task) => task.id)).size).toBe(tasks.length)
    for (const tag of TASK_TAGS) expect(tasks.some((task) => task.tags.includes(tag))).toBe(true)
  })

  it('covers every flag, overdue and undated tasks, with dates relative to today', () => {
    for (const flag of ['isImportant', 'isCompleted', 'isDeleted'] as const)
      expect(tasks.some((task) => task[flag])).toBe(true)
    const today = isoDay(now, 0)
    expect(tasks.some((task) => task.dueDate === today)).toBe(true)
    expect(tasks.some((task) => !task.isCompleted && task.dueDate !== null && task.dueDate < today)).toBe(
      true,
    )
    expect(tasks.some((task) => task.dueDate === null)).toBe(true)
    expect(tasks.some((task) => task.assignee === null)).toBe(true)
  })
})
