import { authCalls } from '@contract/auth.calls'
import {
  callUrl,
  type AnyCall,
  type BodyOf,
  type ParamsOf,
  type Query,
  type QueryOf,
  type ReplyOf,
} from '@contract/endpoint'
import { API_BASE_URL, backendReady } from '@/lib/backend/backend-ready'
import { clearSession, getAccessToken, getRefreshToken, setSession } from '@/lib/auth/session'
import { currentPath, goToLogin } from '@/lib/auth/login-redirect'
import { tokenExpiresAt } from '@/lib/auth/token-expiry'
import { ApiError } from './api-error'

export { ApiError, isApiError } from './api-error'

/** A call's options, typed from its descriptor: what it requires is required here. */
export type CallOptions<C> = { signal?: AbortSignal } & (BodyOf<C> extends undefined
  ? { body?: undefined }
  : { body: BodyOf<C> }) &
  (QueryOf<C> extends undefined
    ? { query?: undefined }
    : object extends QueryOf<C>
      ? { query?: QueryOf<C> }
      : { query: QueryOf<C> }) &
  (ParamsOf<C> extends undefined ? { params?: undefined } : { params: ParamsOf<C> })

type CallArgs<C> = object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>]

interface SendOptions {
  query?: Query
  body?: unknown
  params?: Record<string, string | number>
  signal?: AbortSignal
}

async function send(call: AnyCall, options: SendOptions, token: string | null): Promise<Response> {
  // with no base URL the calls go to the service worker, which may still be starting
  if (!API_BASE_URL) await backendReady()
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  // calls that start a session (`/jwt/*`) carry no bearer token, and a 401 from them is final
  if (token && call.auth !== false) headers.Authorization = `Bearer ${token}`
  return fetch(`${API_BASE_URL}${callUrl(call, options.params, options.query)}`, {
    method: call.method,
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
 * The page's tabs share one stored session, and a refresh token is good for one refresh: presented twice, the server
 * ends the session (docs/auth.md). So tabs refresh in turn, each holding this Web Lock while it does.
 */
const REFRESH_LOCK = 'tessera.session-refresh'
const inTurn = (work: () => Promise<boolean>): Promise<boolean> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(REFRESH_LOCK, work) : work()

/**
 * One refresh for any number of calls that got a 401 at the same time, with `staleToken`. Resolves true when new
 * tokens are stored: by this refresh, or by another tab's while this one waited its turn. A refused refresh ends the
 * session; a network failure does not (the tokens may still be good).
 */
function refreshSession(staleToken: string | null): Promise<boolean> {
  refreshing ??= inTurn(async () => {
    const stored = getAccessToken()
    if (stored !== null && stored !== staleToken) return true
    const refreshToken = getRefreshToken()
    if (!refreshToken) return false
    const response = await send(authCalls.refreshToken, { body: { refreshToken } }, null)
    if (!response.ok) return false
    setSession((await readBody(response)) as ReplyOf<typeof authCalls.refreshToken>)
    return true
  }).finally(() => {
    refreshing = null
  })
  return refreshing
}

/**
 * How long before its `exp` an access token is renewed. A call made later than that renews the token first, so it
 * does not go out with a token the server is about to refuse: the retry after a 401 worked, but the browser logs
 * every failed call, and a user back after ten minutes saw a red 401 in the console.
 */
export const RENEW_BEFORE_MS = 30_000

/** The token to send: the stored one, renewed first (in turn with the other tabs) when it is about to expire. */
async function freshToken(): Promise<string | null> {
  const token = getAccessToken()
  if (!token) return token
  const expiresAt = tokenExpiresAt(token)
  if (expiresAt === null || expiresAt - Date.now() > RENEW_BEFORE_MS) return token
  // a refused or failed renewal leaves the call to go out as before, where a 401 takes its usual path
  await refreshSession(token).catch(() => false)
  return getAccessToken()
}

/**
 * The one way the app talks to the API: a call from contract/<group>.calls.ts (method and path), its params, query
 * and body typed from the call's descriptor; JSON in and out, bearer token, one silent refresh on a 401.
 */
export async function apiFetch<C extends AnyCall>(call: C, ...[options]: CallArgs<C>): Promise<ReplyOf<C>> {
  const sendOptions = (options ?? {}) as SendOptions
  const token = call.auth === false ? getAccessToken() : await freshToken()
  let response = await send(call, sendOptions, token)

  if (response.status === 401 && call.auth !== false) {
    // another call may have refreshed while this one was in flight: then the new token is already here. And a
    // refused refresh does not end a session stored while it ran: a password change ends every old session,
    // this call's too, and its reply brings this device's new tokens (docs/auth.md)
    const renewed = getAccessToken() !== token || (await refreshSession(token)) || getAccessToken() !== token
    if (!renewed) {
      const body = await readBody(response)
      clearSession()
      void goToLogin(currentPath())
      throw new ApiError(401, body)
    }
    response = await send(call, sendOptions, getAccessToken())
  }

  const body = await readBody(response)
  if (!response.ok) throw new ApiError(response.status, body)
  return body as ReplyOf<C>
}
