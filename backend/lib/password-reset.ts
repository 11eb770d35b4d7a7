import { RESET_TOKEN_LIFETIME_MINUTES, type StoredPasswordReset } from '../../contract/auth'
import { randomKey } from '../seed/auth'

/*
 * Password-reset tokens: 32 random bytes sent in the message's link; the store keeps only their SHA-256 hash, so
 * stored data (a backup, the browser's IndexedDB) holds no working link. A token works once and for
 * RESET_TOKEN_LIFETIME_MINUTES; using it, or a new password set any other way, deletes every token of the account.
 */

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A new single-use token of `accountId` (a reset's, an e-mail verification's): the link's text and what is stored. */
export async function newAccountToken(accountId: number, expiresAt: number) {
  const token = randomKey()
  const stored: StoredPasswordReset = { tokenHash: await hashToken(token), accountId, expiresAt }
  return { token, stored }
}

export const newResetToken = (accountId: number, now: number) =>
  newAccountToken(accountId, now + RESET_TOKEN_LIFETIME_MINUTES * 60_000)

/** Drops expired tokens, and with `accountId` every token of that account; works on a store draft (any token list). */
export function pruneResets(resets: StoredPasswordReset[], now: number, accountId?: number) {
  for (let i = resets.length - 1; i >= 0; i--)
    if (resets[i].expiresAt <= now || resets[i].accountId === accountId) resets.splice(i, 1)
}
