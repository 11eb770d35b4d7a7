import { Secret, TOTP } from 'otpauth'
import {
  RECOVERY_CODE_COUNT,
  TWO_STEP_CHALLENGE_SECONDS,
  TWO_STEP_LOCK_MINUTES,
  TWO_STEP_MAX_FAILURES,
  type StoredTwoStep,
} from '../../contract/auth'
import type { Deps } from './env'
import { hashToken } from './password-reset'
import { nowInSeconds, type TokenSecrets } from './tokens'
import { z } from 'zod'

/*
 * Two-step sign-in (docs/auth.md, "Two-step sign-in"): TOTP as RFC 6238 has it (SHA-1, six digits, 30-second
 * steps, one step either side for a clock that is off), through `otpauth`. The secret never leaves the back end
 * but in the set-up's answer; recovery codes are stored as SHA-256 hashes. Each account's state is a row of the
 * `twoStep` collection, so the lock after wrong codes and the newest used step hold for every instance over the
 * Node server's database.
 */

const PERIOD_SECONDS = 30
/** A set-up's secret must be confirmed within this. */
const SETUP_MINUTES = 10
const ISSUER = 'Tessera'

export const blankTwoStep = (): StoredTwoStep => ({
  enabled: false,
  secret: null,
  pending: null,
  recoveryCodes: [],
  lastStep: 0,
  failures: 0,
  lockedUntil: 0,
})

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS })

/** A new 20-byte secret (RFC 4226's recommended size) and the `otpauth://` address for the app. */
export function newSetup(label: string, now: number) {
  const secret = new Secret({ size: 20 }).base32
  return {
    secret,
    uri: totpOf(secret, label).toString(),
    pending: { secret, expiresAt: now + SETUP_MINUTES * 60_000 },
  }
}

/** The time step a six-digit code is current for (this one or a neighbour), else null. */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}

/** Ten codes like `K7QD-9MZT-X2`: 50 random bits each, from an alphabet without look-alikes (0/O, 1/I). */
export function newRecoveryCodes(): string[] {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => alphabet[byte & 31])
    return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`
  })
}

/** Recovery codes are compared as typed without dashes or spaces, in capitals. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase()
export const hashRecoveryCode = (code: string) => hashToken(normalizeCode(code))

export type CodeCheck = { ok: true } | { ok: false; locked: boolean; retryAfter?: number }

/**
 * Checks a code against an account's state, on a store draft: a current TOTP code for a step newer than the last
 * one used, or an unused recovery code (then spent). A wrong code counts; the fifth in a row locks the step for
 * TWO_STEP_LOCK_MINUTES. `recoveryHash` is the code's hash, made before the store's queue.
 */
export function checkCode(state: StoredTwoStep, code: string, recoveryHash: string, now: number): CodeCheck {
  if (state.lockedUntil > now) return { ok: false, locked: true, retryAfter: state.lockedUntil - now }
  const step = state.secret ? stepOfCode(state.secret, code, now) : null
  if (step !== null && step > state.lastStep) {
    state.lastStep = step
    state.failures = 0
    return { ok: true }
  }
  const recovery = step === null ? state.recoveryCodes.indexOf(recoveryHash) : -1
  if (recovery >= 0) {
    state.recoveryCodes.splice(recovery, 1)
    state.failures = 0
    return { ok: true }
  }
  state.failures += 1
  if (state.failures >= TWO_STEP_MAX_FAILURES) {
    state.failures = 0
    state.lockedUntil = now + TWO_STEP_LOCK_MINUTES * 60_000
    return { ok: false, locked: true, retryAfter: state.lockedUntil - now }
  }
  return { ok: false, locked: false }
}

// ---------------------------------------------------------------------------------------------- the challenge

/*
 * The challenge between the password and the code: a JWT signed with a key of its own (derived from the access
 * secret, so it passes for no other token and no other token for it), naming its one purpose, the account and
 * the session key it was issued under (a password change in between ends it).
 */
const challengeSchema = z.object({
  purpose: z.literal('two-step'),
  id: z.number().int().positive(),
  sid: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
})

const challengeSecret = (secrets: TokenSecrets) => `${secrets.access}:two-step-challenge`

export async function signChallenge(deps: Deps, accountId: number, sid: string) {
  const iat = nowInSeconds(deps)
  const payload = { purpose: 'two-step', id: accountId, sid, iat, exp: iat + TWO_STEP_CHALLENGE_SECONDS }
  return deps.signer.sign(payload, challengeSecret(await deps.secrets()))
}

/** The challenge's account and session key when it is valid and unexpired, else null. */
export async function readChallenge(deps: Deps, challenge: string) {
  const payload = await deps.signer.verify(challenge, challengeSecret(await deps.secrets()))
  const parsed = challengeSchema.safeParse(payload)
  return parsed.success && parsed.data.exp > nowInSeconds(deps) ? parsed.data : null
}
