import { authCalls } from '@contract/auth.calls'
import { apiFetch } from '@/lib/http/client'
import { clearSession, getRefreshToken } from './session'
import { goToLogin } from './login-redirect'

/** The server ends the session, so a copy of the refresh token is worthless from now on. */
const endServerSession = (refreshToken: string) => apiFetch(authCalls.logout, { body: { refreshToken } })

/**
 * Log-out: the session keys go in one step, and with them the abilities and the query cache (both follow the
 * session), then the login page, with no `redirect` since leaving was the user's choice. The server is told in
 * the background; when it cannot be reached the token still expires on its own (docs/auth.md, "Sessions").
 */
export function signOut(): Promise<void> {
  const refreshToken = getRefreshToken()
  clearSession()
  if (refreshToken) endServerSession(refreshToken).catch(() => undefined)
  return goToLogin()
}

/**
 * The way out of a crash: clears the session and loads /login afresh, through the browser rather than the
 * router, which may be what broke. The keys are removed before anything that listens to the session runs, so
 * a failing listener cannot keep the user in.
 */
export function signOutAndReload(assign: (url: string) => void = (url) => window.location.assign(url)): void {
  try {
    clearSession()
  } catch (error) {
    console.error('Signing out: a session listener failed', error)
  }
  assign('/login')
}
