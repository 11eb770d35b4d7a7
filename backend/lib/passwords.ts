import type { UserData } from '../../contract/auth'
import type { Account } from '../seed/accounts'

/*
 * Passwords are stored as salted PBKDF2-SHA256 hashes (WebCrypto, so the same code runs in the service worker,
 * Node and the tests), written as `pbkdf2-sha256$<iterations>$<salt>$<hash>` with salt and hash in base64url: the
 * text says how it was made, so the work factor can be raised later without breaking what is stored. A hash made
 * with fewer iterations than PASSWORD_ITERATIONS, and a password stored as typed by an older install, are replaced
 * at the account's next successful sign-in (docs/backend.md, "Passwords").
 */

const ALGORITHM = 'pbkdf2-sha256'
/**
 * 100,000 rounds: about 25-45 ms per sign-in in Node and Chromium on a laptop (one core, measured while other work
 * ran), under the 100 ms a sign-in may take in the browser, and a few seconds per thousand sign-ins in the tests.
 * OWASP asks 600,000 for a real service; raise it here when the tests can afford it (stored hashes follow).
 */
export const PASSWORD_ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BITS = 256

const encoder = new TextEncoder()

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

interface ParsedHash {
  iterations: number
  salt: Uint8Array
  hash: Uint8Array
}

function parseHash(stored: string): ParsedHash | undefined {
  const [algorithm, rounds, salt, hash, ...rest] = stored.split('$')
  const iterations = Number(rounds)
  if (algorithm !== ALGORITHM || rest.length || !Number.isSafeInteger(iterations) || iterations < 1)
    return undefined
  const saltBytes = fromBase64Url(salt ?? '')
  const hashBytes = fromBase64Url(hash ?? '')
  if (!saltBytes?.length || !hashBytes?.length) return undefined
  return { iterations, salt: saltBytes, hash: hashBytes }
}

async function derive(password: string, salt: Uint8Array, iterations: number, bits: number) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const derived = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    bits,
  )
  return new Uint8Array(derived)
}

/** Compares in time that depends on the lengths only, never on where the first difference is. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

/** A new salted hash of `password`, in the stored format. */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, iterations, HASH_BITS)
  return `${ALGORITHM}$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`
}

/** Whether `password` is the one `stored` was made from; false for anything not in the stored format. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  return sameBytes(
    await derive(password, parsed.salt, parsed.iterations, parsed.hash.length * 8),
    parsed.hash,
  )
}

/** A hash to check against when there is no account, so an unknown email costs as long as a wrong password. */
let decoy: Promise<string> | undefined

/**
 * Whether `password` opens `account` (undefined: never, after the same work). `upgrade` is the hash to store in
 * place of a password kept as typed or a hash with fewer rounds than today's; absent when nothing needs changing.
 */
export async function checkPassword(
  account: Account | undefined,
  password: string,
): Promise<{ ok: boolean; upgrade?: string }> {
  if (account?.passwordHash !== undefined) {
    const ok = await verifyPassword(password, account.passwordHash)
    const weak = (parseHash(account.passwordHash)?.iterations ?? 0) < PASSWORD_ITERATIONS
    return ok && weak ? { ok, upgrade: await hashPassword(password) } : { ok }
  }
  // An older install's account: the password as typed, compared without an early exit, then hashed.
  if (account?.password !== undefined) {
    const ok = sameBytes(encoder.encode(password), encoder.encode(account.password))
    return ok ? { ok, upgrade: await hashPassword(password) } : { ok }
  }
  await verifyPassword(password, await (decoy ??= hashPassword('')))
  return { ok: false }
}

/** The credential as stored, to tell whether it changed between a check and the write that follows it. */
export const credentialOf = (account: Account) => account.passwordHash ?? account.password

/** Gives `account` a new hash, dropping a password kept as typed. Works on a store draft. */
export function setPasswordHash(account: Account, passwordHash: string) {
  account.passwordHash = passwordHash
  delete account.password
}

/** What a client may see of an account: never the password nor its hash. */
export const toUserData = ({
  password: _password,
  passwordHash: _hash,
  suspended: _suspended,
  ...userData
}: Account): UserData => userData
