import { waitFor } from '@testing-library/react'
import todo from '@/i18n/locales/en/todo.json'
import { initTestI18n } from '@/test/i18n'
import { cachedKeys, renderWithApi, testQueryClient } from '@/test/render-with-api'
import { TASKS_KEY } from '../api/get-tasks'
import { startTodoCalls } from '../api/page-calls'
import { TodoPage } from '../todo-page'

initTestI18n({ todo })

describe('startTodoCalls', { timeout: 20_000 }, () => {
  it('asks for the tasks of the view the URL names, as the page does', async () => {
    const api = await renderWithApi(<TodoPage />, {
      route: '/apps/todo?filter=important&q=%20tile%20&sortBy=due-date',
    })
    await waitFor(() => expect(api.calls.some((call) => call.startsWith('GET /apps/todo/tasks'))).toBe(true))
    const pageKeys = cachedKeys(api.queryClient, TASKS_KEY)
    expect(pageKeys).toHaveLength(1)

    const started = testQueryClient()
    void startTodoCalls(started, { filter: 'important', q: ' tile ', sortBy: 'due-date', unknown: 'x' })
    expect(cachedKeys(started, TASKS_KEY)).toEqual(pageKeys)
    await waitFor(() => expect(started.isFetching()).toBe(0))
    const asked = api.calls.filter((call) => call.startsWith('GET /apps/todo/tasks'))
    expect(asked).toHaveLength(2)
    expect(asked[1]).toBe(asked[0])
    expect(started.getQueryCache().getAll()[0].state.status).toBe('success')
  })
})
