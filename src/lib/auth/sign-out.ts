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
