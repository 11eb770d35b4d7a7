import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { todoCalls } from '@contract/todo.calls'
import { TOKEN_LIFETIME_SECONDS } from '@contract/auth'
import { getAccessToken, getRefreshToken } from '@/lib/auth/session'
import { tokenExpiresAt } from '@/lib/auth/token-expiry'
import { renderWithApi } from '@/test/render-with-api'
import { apiFetch, RENEW_BEFORE_MS } from './client'

/*
 * Quiet renewal with the real back end in memory: a call made shortly before the access token expires, or after,
 * renews it first, so the call is never refused. A refused call is logged by the browser in red even though the
 * retry after it worked. Only Date is faked: the back end signs and checks the tokens' times with it.
 */
const LIFETIME_MS = TOKEN_LIFETIME_SECONDS * 1000

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-28T09:00:00Z'))
})
afterEach(() => vi.useRealTimers())

const later = (ms: number) => vi.setSystemTime(Date.now() + ms)
const tasksCall = 'GET /apps/todo/tasks'

describe('quiet session renewal', () => {
  it('renews the access token before a call made past its ten minutes, so the call is never refused', async () => {
    const { calls } = await renderWithApi(<p>page</p>)
    const first = getAccessToken()!
    expect(tokenExpiresAt(first)).toBe(Date.now() + LIFETIME_MS)
    later(LIFETIME_MS + 60_000)
    calls.length = 0
    await apiFetch(todoCalls.tasks, { query: {} })
    // one renewal, then the call, once: no 401 and no retry
    expect(calls.map((call) => call.split('?')[0])).toEqual(['POST /jwt/refresh-token', tasksCall])
    expect(getAccessToken()).not.toBe(first)
    expect(tokenExpiresAt(getAccessToken()!)).toBe(Date.now() + LIFETIME_MS)
  })

  it(`renews ${RENEW_BEFORE_MS / 1000} s before the expiry, not earlier`, async () => {
    const { calls } = await renderWithApi(<p>page</p>)
    const first = getAccessToken()
    later(LIFETIME_MS - RENEW_BEFORE_MS - 5_000)
    calls.length = 0
    await apiFetch(todoCalls.tasks, { query: {} })
    expect(calls.map((call) => call.split('?')[0])).toEqual([tasksCall])
    expect(getAccessToken()).toBe(first)

    later(10_000)
    calls.length = 0
    await apiFetch(todoCalls.tasks, { query: {} })
    expect(calls.map((call) => call.split('?')[0])).toEqual(['POST /jwt/refresh-token', tasksCall])
    expect(getAccessToken()).not.toBe(first)
  })

  it('calls made together spend the refresh token once', async () => {
    const { calls } = await renderWithApi(<p>page</p>)
    const refreshToken = getRefreshToken()
    later(LIFETIME_MS)
    calls.length = 0
    await Promise.all([1, 2, 3].map(() => apiFetch(todoCalls.tasks, { query: {} })))
    expect(calls.filter((call) => call.startsWith('POST /jwt/refresh-token'))).toHaveLength(1)
    expect(calls.filter((call) => call.startsWith(tasksCall))).toHaveLength(3)
    expect(getRefreshToken()).not.toBe(refreshToken)
  })
})
