import { useSyncExternalStore } from 'react'
import type { UserData } from '@contract/auth'
import { isUserData } from './stored-user'

export type { UserData }

/*
 * The signed-in session, kept under the three keys docs/auth.md names: in localStorage when the user ticked
 * "Remember me", so a reload and every other tab see the same user, else in sessionStorage, so it ends with the
 * browser session (and stays in its tab). Only `import type` from the contract: the shell must not pull zod in, so the
 * stored user is checked by the zod-free `isUserData`.
 */
export const SESSION_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const

export interface Session {
  userData: UserData
  accessToken: string
  refreshToken: string
}

export interface SessionSnapshot {
  userData: UserData | null
  isSignedIn: boolean
}

const listeners = new Set<() => void>()
const SIGNED_OUT: SessionSnapshot = { userData: null, isSignedIn: false }
let cachedRaw: string | null | undefined
let cached: SessionSnapshot = SIGNED_OUT

/** sessionStorage when it holds a session (not remembered), else localStorage. */
function sessionStore(): Storage | null {
  try {
    return sessionStorage.getItem(SESSION_KEYS.refreshToken) !== null ? sessionStorage : localStorage
  } catch {
    return null
  }
}

function read(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Whether the stored session outlives the browser session (localStorage); true with none stored. */
export const isRemembered = () => sessionStore() !== sessionStorage

/** The stored user, or null when it is missing or not a valid user (bad JSON, wrong shape, bad ability rules). */
function parseUser(raw: string): UserData | null {
  try {
    const value: unknown = JSON.parse(raw)
    return isUserData(value) ? value : null
  } catch {
    return null
  }
}

/**
 * Only a valid user with both tokens is signed in. A stored user that is invalid, or valid without its tokens,
 * can never become a session: its keys are removed here (quietly, since this runs while React renders; the
 * snapshot already says signed out). Tokens without a user are left alone: another tab may be mid-sign-in.
 */
function readSession(): SessionSnapshot {
  const raw = read(SESSION_KEYS.userData)
  if (raw === null) return SIGNED_OUT
  const userData = parseUser(raw)
  if (userData && read(SESSION_KEYS.accessToken) && read(SESSION_KEYS.refreshToken))
    return { userData, isSignedIn: true }
  removeKeys()
  return SIGNED_OUT
}

/** Re-parses only when the stored text changed, so useSyncExternalStore sees a stable object between changes. */
export function getSessionSnapshot(): SessionSnapshot {
  const raw = [SESSION_KEYS.userData, SESSION_KEYS.accessToken, SESSION_KEYS.refreshToken]
    .map((key) => read(key) ?? '')
    .join('\n')
  if (raw !== cachedRaw) {
    cached = readSession()
    cachedRaw = cached === SIGNED_OUT ? undefined : raw
  }
  return cached
}

function emit() {
  cachedRaw = undefined
  for (const listener of listeners) listener()
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// Another tab signed in or out: the storage event fires here only for changes made elsewhere.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) emit()
  })
}

/**
 * Stores a session; `remember` says where (above), and left out the session stays where it is (a renewal, a
 * password change).
 */
export function setSession(
  { userData, accessToken, refreshToken }: Session,
  remember: boolean = isRemembered(),
): void {
  // only the other storage is cleared: other tabs must never see this one's keys missing for a moment
  removeKeys(remember ? sessionStorage : localStorage)
  const store = remember ? localStorage : sessionStorage
  store.setItem(SESSION_KEYS.accessToken, accessToken)
  store.setItem(SESSION_KEYS.refreshToken, refreshToken)
  store.setItem(SESSION_KEYS.userData, JSON.stringify(userData))
  emit()
}

function removeKeys(...stores: Storage[]): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      for (const store of stores.length ? stores : [localStorage, sessionStorage]) store.removeItem(key)
    } catch {
      // storage unavailable: nothing was stored either
    }
  }
}

/** Removes all three keys at once; subscribers (abilities, query cache, guards) update in the same tick. */
export function clearSession(): void {
  removeKeys()
  emit()
}

export const getAccessToken = () => read(SESSION_KEYS.accessToken)
export const getRefreshToken = () => read(SESSION_KEYS.refreshToken)
export const isSignedIn = () => getSessionSnapshot().isSignedIn

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, () => SIGNED_OUT)
}
