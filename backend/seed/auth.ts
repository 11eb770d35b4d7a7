import type { Account } from './accounts'

/** What the back end keeps about sign-ins; never seen by a client. See docs/auth.md, "Sessions". */
export interface AuthState {
  /** The signing secrets of this install, used where the runtime is given none (the browser). */
  secrets: { access: string; refresh: string }
  /** Account id → its session key. Every token carries the key it was issued under; a new key revokes them all. */
  accountKeys: Record<string, string>
  /** Refresh-token families by id: each holds the one refresh token (`jti`) that may still be used. */
  refreshFamilies: Record<string, RefreshFamily>
  /** The highest account id ever given, so a deleted account's id is never handed out again. */
  lastAccountId: number
}

export interface RefreshFamily {
  accountId: number
  jti: string
  /** Seconds since the epoch, as in the token. */
  exp: number
  /** Seconds since the epoch: the sign-in, and its newest renewal (families from before the session list lack them). */
  began?: number
  lastUsed?: number
  /** The user agent at sign-in, for the session list. */
  userAgent?: string
}

/** 32 random bytes as hex: secrets, session keys and token ids. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Fresh on every (re-)seed, and random, unlike the rest of the seed: a reset of the demo data must end every
 * session issued before it, and no two installs may share a secret.
 */
export function seedAuthState(accounts: Account[]): AuthState {
  return {
    secrets: { access: randomKey(), refresh: randomKey() },
    accountKeys: Object.fromEntries(accounts.map((account) => [String(account.id), randomKey()])),
    refreshFamilies: {},
    lastAccountId: Math.max(0, ...accounts.map((account) => account.id)),
  }
}
