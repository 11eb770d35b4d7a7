import type { Context } from 'hono'
import { REFRESH_TOKEN_LIFETIME_SECONDS, USER_AGENT_MAX } from '../../contract/auth'
import { randomKey, type AuthState } from '../seed/auth'
import { isSharedServer, type AppEnv, type Deps } from './env'
import { hashToken } from './password-reset'
import { describeUserAgent } from './user-agent'
import { nowInSeconds, readAccessToken, readRefreshToken, signTokens, type TokenSecrets } from './tokens'

/*
 * Sessions (docs/auth.md, "Sessions"): a sign-in starts a refresh-token family; each refresh token is good for
 * one refresh, which replaces it with the next. Presenting one that was already used means it was copied, so the
 * whole family ends, and with it every token issued from it. Every token also carries its account's session key,
 * and a new key ends them all.
 */

/**
 * The account id a bearer token belongs to, when the token is valid and its session is still alive: its account's
 * key unchanged and its family not ended (by a sign-out or a reused refresh token), in `auth` as just read.
 */
export async function verifyAccess(
  deps: Deps,
  token: string,
  auth: AuthState,
): Promise<{ id: number; fam: string } | null> {
  const payload = await readAccessToken(deps, token, (await deps.secrets(auth)).access)
  if (!payload) return null
  const alive =
    auth.accountKeys[String(payload.id)] === payload.sid &&
    auth.refreshFamilies[payload.fam]?.accountId === payload.id
  return alive ? { id: payload.id, fam: payload.fam } : null
}

/**
 * The browser a request comes from: its `User-Agent` on the Node server; in the browser's own back end (the
 * service worker, which does not see the page's header) the browser's own.
 */
export function userAgentOf(c: Context<AppEnv>): string {
  const header = c.req.header('user-agent')
  const own = isSharedServer(c.var.deps) ? undefined : globalThis.navigator?.userAgent
  return (header ?? own ?? '').slice(0, USER_AGENT_MAX)
}

function dropExpired(auth: AuthState, now: number) {
  for (const [family, entry] of Object.entries(auth.refreshFamilies))
    if (entry.exp <= now) delete auth.refreshFamilies[family]
}

/**
 * Starts a session for an account whose key is in `auth`, inside a store update of `auth` (so `secrets` are read
 * before it: the store runs one operation at a time). The family lives as long as its newest refresh token.
 */
export async function startSession(
  deps: Deps,
  secrets: TokenSecrets,
  auth: AuthState,
  accountId: number,
  userAgent = '',
) {
  const now = nowInSeconds(deps)
  dropExpired(auth, now)
  // an account whose key was lost (a restored sign-in state) gets a new one
  const sid = (auth.accountKeys[String(accountId)] ??= randomKey())
  const fam = randomKey()
  const jti = randomKey()
  const tokens = await signTokens(deps, secrets, { id: accountId, sid, fam, jti })
  auth.refreshFamilies[fam] = {
    accountId,
    jti,
    exp: now + REFRESH_TOKEN_LIFETIME_SECONDS,
    began: now,
    lastUsed: now,
    userAgent,
  }
  return tokens
}

/** Begins a session in its own store update. */
export async function signIn(deps: Deps, accountId: number, userAgent = '') {
  const secrets = await deps.secrets()
  return deps.store.update('auth', (auth) => startSession(deps, secrets, auth, accountId, userAgent))
}

/**
 * One refresh: the token's family must hold this very token. A used one ends its family (reuse detection), and
 * with it the tokens issued from it; either way the answer is null, so the caller says 401 without telling which.
 * The page's tabs take turns to refresh, so they never present the same token twice (src/lib/http/client.ts).
 */
export async function rotate(deps: Deps, refreshToken: string) {
  const secrets = await deps.secrets()
  const payload = await readRefreshToken(deps, refreshToken, secrets.refresh)
  if (!payload) return null
  return deps.store.update('auth', async (auth) => {
    const family = auth.refreshFamilies[payload.fam]
    if (!family || family.accountId !== payload.id) return null
    const now = nowInSeconds(deps)
    if (family.jti !== payload.jti || auth.accountKeys[String(payload.id)] !== payload.sid) {
      delete auth.refreshFamilies[payload.fam]
      return null
    }
    const jti = randomKey()
    const tokens = await signTokens(deps, secrets, { ...payload, jti })
    auth.refreshFamilies[payload.fam] = {
      ...family,
      jti,
      exp: now + REFRESH_TOKEN_LIFETIME_SECONDS,
      lastUsed: now,
    }
    return { accountId: payload.id, tokens }
  })
}

/** Sign-out: the refresh token's family ends, so no token issued from it can be renewed. */
export async function endSession(deps: Deps, refreshToken: string): Promise<void> {
  const payload = await readRefreshToken(deps, refreshToken, (await deps.secrets()).refresh)
  if (!payload) return
  await deps.store.update('auth', (auth) => {
    if (auth.refreshFamilies[payload.fam]?.accountId === payload.id) delete auth.refreshFamilies[payload.fam]
  })
}

/** Ends every session of an account: a new key, and its refresh families gone (password change, deletion). */
export function revokeAccountSessions(auth: AuthState, accountId: number): void {
  auth.accountKeys[String(accountId)] = randomKey()
  for (const [family, entry] of Object.entries(auth.refreshFamilies))
    if (entry.accountId === accountId) delete auth.refreshFamilies[family]
}

/** What the session list calls a family: a hash of its id, so the list hands out nothing a token carries. */
const publicId = async (family: string) => (await hashToken(`session:${family}`)).slice(0, 32)

/**
 * One listed session, the shape of contract/account.ts's `accountSessionSchema` (written out here: this module is
 * also the starter kit's, which has no account calls).
 */
interface ListedSession {
  id: string
  browser: string
  system: string
  began: string
  lastUsed: string
  current: boolean
}

/** The account's live sessions, newest sign-in first; `current` is the caller's family. */
export async function listSessions(
  deps: Deps,
  accountId: number,
  current: string,
): Promise<ListedSession[]> {
  const now = nowInSeconds(deps)
  const auth = await deps.store.read('auth')
  const live = Object.entries(auth.refreshFamilies).filter(
    ([, entry]) => entry.accountId === accountId && entry.exp > now,
  )
  const iso = (seconds: number | undefined) => new Date((seconds ?? now) * 1000).toISOString()
  const sessions = await Promise.all(
    live.map(async ([family, entry]) => ({
      id: await publicId(family),
      ...describeUserAgent(entry.userAgent ?? ''),
      began: iso(entry.began),
      lastUsed: iso(entry.lastUsed ?? entry.began),
      current: family === current,
      order: entry.began ?? 0,
    })),
  )
  return sessions.toSorted((a, b) => b.order - a.order).map(({ order: _order, ...session }) => session)
}

/**
 * Ends sessions of one account: the one listed as `id`, or with `id` undefined every one but `keep`. Its tokens
 * stop working at once: an access token names its family, which must be alive (verifyAccess). Returns how many.
 */
export async function endAccountSessions(
  deps: Deps,
  accountId: number,
  which: { id: string } | { allBut: string },
): Promise<number> {
  const families = Object.keys(await deps.store.read('auth').then((auth) => auth.refreshFamilies))
  const ids = new Map(
    await Promise.all(families.map(async (family) => [family, await publicId(family)] as const)),
  )
  return deps.store.update('auth', (auth) => {
    let ended = 0
    for (const [family, entry] of Object.entries(auth.refreshFamilies)) {
      if (entry.accountId !== accountId) continue
      const hit = 'id' in which ? ids.get(family) === which.id : family !== which.allBut
      if (!hit) continue
      delete auth.refreshFamilies[family]
      ended += 1
    }
    return ended
  })
}
