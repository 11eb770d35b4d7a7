// @vitest-environment node
import { WHOLE_LIST_MAX } from '../../contract/common'
import { calendarApi } from '../../contract/calendar'
import { callUrl } from '../../contract/endpoint'
import { todoApi } from '../../contract/todo'
import { createTestApp } from './harness'

/**
 * The lists answered as a bare array stop at WHOLE_LIST_MAX rows; X-Total-Count says how many there are and
 * `offset` reaches the rest (docs/api.md, "Limits"). The stored lists are grown past the cap directly.
 */
describe('whole lists past 1,000 rows', () => {
  const { app, store } = createTestApp()
  let headers: Record<string, string>
  const size = WHOLE_LIST_MAX + 5

  beforeAll(async () => {
    const login = await app.request('/jwt/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` }
    await store.update('tasks', (tasks) => {
      const model = { ...tasks.find((task) => !task.isDeleted)! }
      for (let id = 10_000; tasks.length < size; id++) tasks.push({ ...model, id, isDeleted: false })
    })
    await store.update('calendarEvents', (events) => {
      for (let id = 10_000; events.length < size; id++) events.push({ ...events[0], id })
    })
  })

  const listed = async (path: string) => {
    const reply = await app.request(path, { headers })
    return {
      rows: (await reply.json()) as { id: number }[],
      total: Number(reply.headers.get('x-total-count')),
    }
  }

  it.each([
    ['to-do tasks', todoApi.tasks],
    ['calendar events', calendarApi.events],
  ] as const)('%s: the first 1,000, the total, and the rest from offset', async (_, api) => {
    const first = await listed(callUrl(api, undefined, {}))
    const total = first.total
    expect(total).toBeGreaterThan(WHOLE_LIST_MAX)
    expect(first.rows).toHaveLength(WHOLE_LIST_MAX)
    const rest = await listed(callUrl(api, undefined, { offset: WHOLE_LIST_MAX }))
    expect(rest.total).toBe(total)
    expect(rest.rows).toHaveLength(total - WHOLE_LIST_MAX)
    // together they are the whole list, each row once
    const ids = [...first.rows, ...rest.rows].map((row) => row.id)
    expect(new Set(ids).size).toBe(total)
  })
})
