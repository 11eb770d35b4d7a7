import { clearSession } from './session'
import { goToLogin } from './login-redirect'

/**
 * Log-out: the session keys go in one step, and with them the abilities and the query cache (both follow the
 * session), then the login page, with no `redirect` since leaving was the user's choice.
 */
export function signOut(): Promise<void> {
  clearSession()
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
