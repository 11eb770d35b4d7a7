import type { RefreshReply } from '@contract/auth'
import { API_BASE_URL, backendReady } from '@/lib/backend/backend-ready'
import { clearSession, getAccessToken, getRefreshToken, setSession } from '@/lib/auth/session'
import { currentPath, goToLogin } from '@/lib/auth/login-redirect'
import { ApiError } from './api-error'
import { toQueryString, type Query } from './query-string'

export { ApiError, isApiError } from './api-error'
export type { Query, QueryValue } from './query-string'

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Query
  body?: unknown
  signal?: AbortSignal
}

const REFRESH_PATH = '/jwt/refresh-token'

/** `/jwt/*` calls are how a session starts: they carry no bearer token and a 401 from them is final. */
const isAuthCall = (path: string) => path.startsWith('/jwt/')

async function send(path: string, options: ApiFetchOptions, token: string | null): Promise<Response> {
  // with no base URL the calls go to the service worker, which may still be starting
  if (!API_BASE_URL) await backendReady()
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (token && !isAuthCall(path)) headers.Authorization = `Bearer ${token}`
  return fetch(`${API_BASE_URL}${path}${toQueryString(options.query)}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

let refreshing: Promise<boolean> | null = null

/**
 * One refresh for any number of calls that got a 401 at the same time. Resolves true when new tokens are
 * stored. A refused refresh ends the session; a network failure does not (the tokens may still be good).
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken()
    if (!refreshToken) return false
    const response = await send(REFRESH_PATH, { method: 'POST', body: { refreshToken } }, null)
    if (!response.ok) return false
    setSession((await readBody(response)) as RefreshReply)
    return true
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

/** The one way the app talks to the API: JSON in and out, bearer token, one silent refresh on a 401. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const token = getAccessToken()
  let response = await send(path, options, token)

  if (response.status === 401 && !isAuthCall(path)) {
    // another call may have refreshed while this one was in flight: then the new token is already here
    const renewed = getAccessToken() !== token || (await refreshSession())
    if (!renewed) {
      const body = await readBody(response)
      clearSession()
      void goToLogin(currentPath())
      throw new ApiError(401, body)
    }
    response = await send(path, options, getAccessToken())
  }

  const body = await readBody(response)
  if (!response.ok) throw new ApiError(response.status, body)
  return body as T
}
