import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { can, homePath } from '@/lib/ability'
import { isSignedIn } from '@/lib/auth/session'
import { preloadSignedInApp } from './lazy-app-layout'

/*
 * The route guards, all reading the one ability module. Layout routes apply the first two to whole branches
 * (`_app` for signed-in pages, `_guest` for the auth pages); a page adds `requireAbility` in its own beforeLoad.
 */

type GuardContext = { location: ParsedLocation }

/** Signed out → /login, remembering the page (path and search) to come back to. */
export function requireSignedIn({ location }: GuardContext) {
  if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
  preloadSignedInApp()
}

/** Signed in → home: there is nothing to do on the login or register page. */
export function requireSignedOut() {
  if (isSignedIn()) throw redirect({ to: homePath(), replace: true })
}

/** Lacking the ability → /misc/not-authorized. Use as `beforeLoad: requireAbility('read', 'ACL')`. */
export function requireAbility(action: 'read' | 'manage', subject: string) {
  return () => {
    if (!can({ action, subject })) throw redirect({ to: '/misc/not-authorized', replace: true })
  }
}
