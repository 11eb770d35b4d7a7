import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLoginNavigator } from '@/lib/auth/login-redirect'
import { getSessionSnapshot, setSession } from '@/lib/auth/session'
import { authCalls } from '@contract/auth.calls'
import { calendarCalls } from '@contract/calendar.calls'
import { chatCalls } from '@contract/chat.calls'
import { emailCalls } from '@contract/email.calls'
import { todoCalls } from '@contract/todo.calls'
import type { Call } from '@contract/endpoint'
import { ApiError, apiFetch } from './client'

vi.mock('@/lib/backend/backend-ready', () => ({
  API_BASE_URL: '',
  backendReady: () => Promise.resolve(),
  onBackendReplaced: () => () => undefined,
}))

const user = {
  id: 1,
  fullName: 'Ada Admin',
  username: 'ada',
  avatar: '',
  email: 'a@x.io',
  role: 'admin' as const,
  ability: [],
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>
let fetchMock: ReturnType<typeof vi.fn<Handler>>
const navigate = vi.fn()

const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization

beforeEach(() => {
  localStorage.clear()
  setSession({ userData: user, accessToken: 'old-access', refreshToken: 'refresh-1' })
  fetchMock = vi.fn<Handler>()
  vi.stubGlobal('fetch', fetchMock)
  navigate.mockReset()
  setLoginNavigator(navigate)
  window.history.replaceState(null, '', '/apps/email?folder=spam')
})
afterEach(() => vi.unstubAllGlobals())

describe('apiFetch', () => {
  it('sends the bearer token, JSON and repeated list keys', async () => {
    fetchMock.mockImplementation(() => json(200, { ok: true }))
    await apiFetch(calendarCalls.events, { query: { calendars: ['Personal', 'Business'] } })
    await apiFetch(calendarCalls.events, { query: { calendars: [] } })
    await apiFetch(todoCalls.addTask, { body: { task: { title: 'T' } } })

    const [[url1, init1], [url2], [, init3]] = fetchMock.mock.calls
    expect(url1).toBe('/apps/calendar/events?calendars=Personal&calendars=Business')
    expect(authOf(init1)).toBe('Bearer old-access')
    expect(url2).toBe('/apps/calendar/events?calendars=')
    expect(init3.method).toBe('POST')
    expect(init3.body).toBe(JSON.stringify({ task: { title: 'T' } }))
    expect((init3.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('takes the method from the call and fills its path params, URI-encoded', async () => {
    fetchMock.mockImplementation(() => json(200, {}))
    const path = '/api/invoice/invoices/:id/lines/:line'
    const invoice: Call<'DELETE', typeof path, undefined, undefined, object> = { method: 'DELETE', path }
    await apiFetch(invoice, { params: { id: 'a/b c', line: 3 } })
    await apiFetch(todoCalls.deleteTask, { query: { taskId: 4 } })
    const [[url1, init1], [url2, init2]] = fetchMock.mock.calls
    expect(url1).toBe('/api/invoice/invoices/a%2Fb%20c/lines/3')
    expect(init1.method).toBe('DELETE')
    expect(url2).toBe('/apps/todo/delete-task?taskId=4')
    expect(init2.method).toBe('DELETE')
    expect(init2.body).toBeUndefined()
  })

  it('types params, query, body and reply from the call (checked by tsc)', async () => {
    fetchMock.mockImplementation(() => json(200, []))
    const tasks: { title: string }[] = await apiFetch(todoCalls.tasks, { query: { filter: 'important' } })
    expect(tasks).toEqual([])
    const wrongCalls = [
      // @ts-expect-error the add call needs its body
      () => apiFetch(todoCalls.addTask),
      // @ts-expect-error a filter the schema does not take
      () => apiFetch(todoCalls.tasks, { query: { filter: 'someday' } }),
      // @ts-expect-error a read has no body
      () => apiFetch(todoCalls.assignees, { body: { x: 1 } }),
    ]
    expect(wrongCalls).toHaveLength(3)
  })

  it('sends no token to /jwt/* and does not refresh on their errors', async () => {
    fetchMock.mockResolvedValue(json(400, { error: { email: 'Email or Password is Invalid' } }))
    const error = await apiFetch(authCalls.login, { body: { email: '', password: '' } }).catch(
      (e: unknown) => e,
    )
    expect(authOf(fetchMock.mock.calls[0][1])).toBeUndefined()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Email or Password is Invalid' })
    expect((error as ApiError).message).toBe('Email or Password is Invalid')
  })

  it('uses the server text as the message of a string error', async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'Email not found' }))
    await expect(apiFetch(emailCalls.getEmail, { query: { id: 9 } })).rejects.toMatchObject({
      status: 404,
      message: 'Email not found',
      body: { error: 'Email not found' },
    })
  })

  it('shares one refresh between concurrent 401s and retries each call with the new token', async () => {
    let refreshes = 0
    const refreshBodies: unknown[] = []
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/jwt/refresh-token') {
        refreshes += 1
        refreshBodies.push(JSON.parse(init.body as string))
        await new Promise((resolve) => setTimeout(resolve, 10))
        return json(200, { userData: user, accessToken: 'new-access', refreshToken: 'refresh-2' })
      }
      return authOf(init) === 'Bearer new-access' ? json(200, { url }) : json(401, { error: 'Unauthorized' })
    })

    const replies = await Promise.all([
      apiFetch(todoCalls.assignees),
      apiFetch(emailCalls.contacts),
      apiFetch(chatCalls.chatsAndContacts),
    ])
    expect(replies).toEqual([
      { url: '/apps/todo/assignees' },
      { url: '/apps/email/contacts' },
      { url: '/apps/chat/chats-and-contacts' },
    ])
    expect(refreshes).toBe(1)
    expect(refreshBodies).toEqual([{ refreshToken: 'refresh-1' }])
    expect(localStorage.getItem('accessToken')).toBe('new-access')
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('refreshes in turn with the other tabs, and takes the tokens a tab stored while this one waited', async () => {
    // a refresh token is good once, so two tabs must never both present it: each refreshes holding a Web Lock
    const asked: string[] = []
    const locks = {
      request: async (name: string, work: () => Promise<boolean>) => {
        asked.push(name)
        // another tab held the lock first and refreshed with refresh-1
        setSession({ userData: user, accessToken: 'other-tab-access', refreshToken: 'refresh-2' })
        return work()
      },
    }
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { locks }))
    fetchMock.mockImplementation((url, init) =>
      authOf(init) === 'Bearer other-tab-access' ? json(200, { url }) : json(401, { error: 'Unauthorized' }),
    )
    await expect(apiFetch(todoCalls.assignees)).resolves.toEqual({ url: '/apps/todo/assignees' })
    expect(asked).toEqual(['tessera.session-refresh'])
    // no second refresh with the used token: the call was retried with the other tab's
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/apps/todo/assignees', '/apps/todo/assignees'])
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('clears the session and goes to login with the current page when the refresh fails', async () => {
    fetchMock.mockImplementation((url) =>
      url === '/jwt/refresh-token'
        ? json(401, { error: 'Invalid refresh token' })
        : json(401, { error: 'Unauthorized' }),
    )
    await expect(apiFetch(emailCalls.emails)).rejects.toMatchObject({ status: 401 })
    expect(localStorage.getItem('userData')).toBeNull()
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('refreshToken')).toBeNull()
    expect(getSessionSnapshot().isSignedIn).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/apps/email?folder=spam')
  })

  it('keeps a session stored while its refresh was refused, and retries the call with it', async () => {
    // a password change on this device: the server ends every old session, this call's among them, and the
    // change's reply brings this device's new tokens while the old refresh token is being refused
    fetchMock.mockImplementation((url, init) => {
      if (url === '/jwt/refresh-token') {
        setSession({ userData: user, accessToken: 'new-access', refreshToken: 'refresh-2' })
        return json(401, { error: 'Invalid refresh token' })
      }
      return authOf(init) === 'Bearer new-access'
        ? json(200, { ok: true })
        : json(401, { error: 'Unauthorized' })
    })
    await expect(apiFetch(emailCalls.emails)).resolves.toEqual({ ok: true })
    expect(authOf(fetchMock.mock.calls[2][1])).toBe('Bearer new-access')
    expect(localStorage.getItem('accessToken')).toBe('new-access')
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2')
    expect(getSessionSnapshot().isSignedIn).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('retries only once: a second 401 after a good refresh is an error, not a loop', async () => {
    fetchMock.mockImplementation((url) =>
      url === '/jwt/refresh-token'
        ? json(200, { userData: user, accessToken: 'new-access', refreshToken: 'refresh-2' })
        : json(401, { error: 'Unauthorized' }),
    )
    await expect(apiFetch(todoCalls.assignees)).rejects.toMatchObject({ status: 401 })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})
