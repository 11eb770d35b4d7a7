/*
 * On the shared Node server, guessing passwords is slowed down: after SIGN_IN_ATTEMPTS failed sign-ins for one
 * email within SIGN_IN_WINDOW_MS, that email is refused (429, even with the right password) until the window that
 * began with its first failure ends. A success clears the count. In the browser each visitor owns the whole store,
 * so nothing is limited there (docs/backend.md, "Ownership"). The counts live in memory: a restart forgets them.
 */
export const SIGN_IN_ATTEMPTS = 10
export const SIGN_IN_WINDOW_MS = 15 * 60_000
/** Emails counted at once; past it, ended windows go first, then the oldest (a flood of made-up emails). */
const MAX_TRACKED = 10_000

export interface SignInLimiter {
  /** Seconds until this email may try again, 0 when it may now. */
  waitFor(email: string): number
  failed(email: string): void
  succeeded(email: string): void
}

export function createSignInLimiter(now: () => number): SignInLimiter {
  const failures = new Map<string, { count: number; until: number }>()
  const keyOf = (email: string) => email.trim().toLowerCase()
  const current = (key: string) => {
    const entry = failures.get(key)
    if (entry && entry.until <= now()) failures.delete(key)
    return entry && entry.until > now() ? entry : undefined
  }
  const makeRoom = () => {
    if (failures.size < MAX_TRACKED) return
    for (const [key, entry] of failures) if (entry.until <= now()) failures.delete(key)
    while (failures.size >= MAX_TRACKED) failures.delete(failures.keys().next().value!)
  }
  return {
    waitFor(email) {
      const entry = current(keyOf(email))
      return entry && entry.count >= SIGN_IN_ATTEMPTS ? Math.ceil((entry.until - now()) / 1000) : 0
    },
    failed(email) {
      const key = keyOf(email)
      const entry = current(key)
      if (entry) entry.count += 1
      else {
        makeRoom()
        failures.set(key, { count: 1, until: now() + SIGN_IN_WINDOW_MS })
      }
    },
    succeeded(email) {
      failures.delete(keyOf(email))
    },
  }
}
