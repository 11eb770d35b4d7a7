import { REFRESH_TOKEN_LIFETIME_SECONDS } from '../../contract/auth'
import { randomKey, type AuthState } from '../seed/auth'
import type { Deps } from './env'
import { nowInSeconds, readAccessToken, readRefreshToken, signTokens, type TokenSecrets } from './tokens'

/*
 * Sessions (docs/auth.md, "Sessions"): a sign-in starts a refresh-token family; each refresh token is good for
 * one refresh, which replaces it with the next. Presenting one that was already used means it was copied, so the
 * whole family ends. Every token also carries its account's session key, and a new key ends them all.
 */

/** The account id a bearer token belongs to, when the token is valid and its session is still alive. */
export async function verifyAccess(deps: Deps, token: string): Promise<number | null> {
  const payload = await readAccessToken(deps, token, (await deps.secrets()).access)
  if (!payload) return null
  const auth = await deps.store.read('auth')
  return auth.accountKeys[String(payload.id)] === payload.sid ? payload.id : null
}

function dropExpired(auth: AuthState, now: number) {
  for (const [family, entry] of Object.entries(auth.refreshFamilies))
    if (entry.exp <= now) delete auth.refreshFamilies[family]
}

/**
 * Starts a session for an account whose key is in `auth`, inside a store update of `auth` (so `secrets` are read
 * before it: the store runs one operation at a time). The family lives as long as its newest refresh token.
 */
export async function startSession(deps: Deps, secrets: TokenSecrets, auth: AuthState, accountId: number) {
  const now = nowInSeconds(deps)
  dropExpired(auth, now)
  // an account whose key was lost (a restored sign-in state) gets a new one
  const sid = (auth.accountKeys[String(accountId)] ??= randomKey())
  const fam = randomKey()
  const jti = randomKey()
  const tokens = await signTokens(deps, secrets, { id: accountId, sid, fam, jti })
  auth.refreshFamilies[fam] = { accountId, jti, exp: now + REFRESH_TOKEN_LIFETIME_SECONDS }
  return tokens
}

/** Begins a session in its own store update. */
export async function signIn(deps: Deps, accountId: number) {
  const secrets = await deps.secrets()
  return deps.store.update('auth', (auth) => startSession(deps, secrets, auth, accountId))
}

/**
 * A refresh token already used is still accepted this long after its use: the answer to that use may have been
 * lost (the page navigated away while it was on its way), and the client then tries again with the token it has.
 * The token that lost answer carried is then no longer current, so whoever presents it later ends the family.
 */
export const REUSE_GRACE_SECONDS = 30

/**
 * One refresh: the token's family must hold this token (or the one it just replaced, within the grace period).
 * Any other used token ends its family (reuse detection); either way the answer is null, so the caller says 401
 * without telling which.
 */
export async function rotate(deps: Deps, refreshToken: string) {
  const secrets = await deps.secrets()
  const payload = await readRefreshToken(deps, refreshToken, secrets.refresh)
  if (!payload) return null
  return deps.store.update('auth', async (auth) => {
    const family = auth.refreshFamilies[payload.fam]
    if (!family || family.accountId !== payload.id) return null
    const now = nowInSeconds(deps)
    const current = family.jti === payload.jti
    const retried =
      family.previous?.jti === payload.jti && now - family.previous.rotatedAt <= REUSE_GRACE_SECONDS
    if ((!current && !retried) || auth.accountKeys[String(payload.id)] !== payload.sid) {
      delete auth.refreshFamilies[payload.fam]
      return null
    }
    const jti = randomKey()
    const tokens = await signTokens(deps, secrets, { ...payload, jti })
    auth.refreshFamilies[payload.fam] = {
      accountId: family.accountId,
      jti,
      previous: current ? { jti: payload.jti, rotatedAt: now } : family.previous,
      exp: now + REFRESH_TOKEN_LIFETIME_SECONDS,
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
