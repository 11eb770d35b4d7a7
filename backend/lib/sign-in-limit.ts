/*
 * On the shared Node server, guessing passwords is slowed down per email AND client address: after
 * SIGN_IN_ATTEMPTS failed sign-ins for one email from one address within SIGN_IN_WINDOW_MS, that pair is refused
 * (429, even with the right password) until the window that began with its first failure ends. A success clears
 * the pair's count. So a stranger who types the admin's email with wrong passwords locks out only themself, and
 * for minutes, never the admin at another address (docs/backend.md, "Failed sign-ins", has the trade-off). In the
 * browser each visitor owns the whole store, so nothing is limited there. The Node server keeps the counts in its
 * database, shared by every instance (backend/store/sql/sign-in-limit.ts); `createSignInLimiter` keeps them in
 * memory, for tests and a server without one.
 */
import { makeRoomIn } from './request-limit'

export const SIGN_IN_ATTEMPTS = 10
export const SIGN_IN_WINDOW_MS = 5 * 60_000

export interface SignInLimiter {
  /** Seconds until this email may try again from this client, 0 when it may now. */
  waitFor(email: string, client: string): Promise<number>
  failed(email: string, client: string): Promise<void>
  succeeded(email: string, client: string): Promise<void>
}

/** What a count is kept under: the email as typed in any case, and the part of the address one client controls. */
export const signInPair = (email: string, client: string) =>
  `${email.trim().toLowerCase()} ${clientKey(client)}`

/**
 * The part of a client address that one client controls: an IPv4 address whole (also when written as IPv6,
 * `::ffff:192.0.2.1`), an IPv6 address's /64 network, since a single host is commonly handed a whole /64 and
 * could otherwise try from a new address each time. Anything else (no address known) as given.
 */
export function clientKey(address: string): string {
  const text = address.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (mapped) return mapped[1]
  if (!text.includes(':')) return text
  const [head = '', tail] = text.split('%')[0].split('::')
  const front = head ? head.split(':') : []
  const back = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export function createSignInLimiter(now: () => number): SignInLimiter {
  const failures = new Map<string, { count: number; until: number }>()
  const keyOf = signInPair
  const current = (key: string) => {
    const entry = failures.get(key)
    if (entry && entry.until <= now()) failures.delete(key)
    return entry && entry.until > now() ? entry : undefined
  }
  return {
    async waitFor(email, client) {
      const entry = current(keyOf(email, client))
      return entry && entry.count >= SIGN_IN_ATTEMPTS ? Math.ceil((entry.until - now()) / 1000) : 0
    },
    async failed(email, client) {
      const key = keyOf(email, client)
      const entry = current(key)
      if (entry) entry.count += 1
      else {
        makeRoomIn(failures, now())
        failures.set(key, { count: 1, until: now() + SIGN_IN_WINDOW_MS })
      }
    },
    async succeeded(email, client) {
      failures.delete(keyOf(email, client))
    },
  }
}
