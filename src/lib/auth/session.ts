import { useSyncExternalStore } from 'react'
import type { UserData } from '@contract/auth'
import { isUserData } from './stored-user'

export type { UserData }

/*
 * The signed-in session, kept in localStorage under the three keys docs/auth.md names so a reload (and every
 * other tab) sees the same user. Only `import type` from the contract: the shell must not pull zod in, so the
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

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

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

export function setSession({ userData, accessToken, refreshToken }: Session): void {
  localStorage.setItem(SESSION_KEYS.accessToken, accessToken)
  localStorage.setItem(SESSION_KEYS.refreshToken, refreshToken)
  localStorage.setItem(SESSION_KEYS.userData, JSON.stringify(userData))
  emit()
}

function removeKeys(): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      localStorage.removeItem(key)
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
