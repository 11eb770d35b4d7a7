import { useSyncExternalStore } from 'react'
import type { UserData } from '@contract/auth'

export type { UserData }

/*
 * The signed-in session, kept in localStorage under the three keys API.md names so a reload (and every other
 * tab) sees the same user. Only `import type` from the contract: the shell must not pull zod in.
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

function parseUser(raw: string | null): UserData | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && 'id' in value ? (value as UserData) : null
  } catch {
    return null
  }
}

/** Re-parses only when the stored text changed, so useSyncExternalStore sees a stable object between changes. */
export function getSessionSnapshot(): SessionSnapshot {
  // a user without an access token cannot call anything: that counts as signed out
  const raw = read(SESSION_KEYS.accessToken) ? read(SESSION_KEYS.userData) : null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    const userData = parseUser(raw)
    cached = userData ? { userData, isSignedIn: true } : SIGNED_OUT
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

/** Removes all three keys at once; subscribers (abilities, query cache, guards) update in the same tick. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      localStorage.removeItem(key)
    } catch {
      // storage unavailable: nothing was stored either
    }
  }
  emit()
}

export const getAccessToken = () => read(SESSION_KEYS.accessToken)
export const getRefreshToken = () => read(SESSION_KEYS.refreshToken)
export const isSignedIn = () => getSessionSnapshot().isSignedIn

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, () => SIGNED_OUT)
}
