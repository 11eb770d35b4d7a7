import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { can, homePath } from '@/lib/ability'
import { isSignedIn } from '@/lib/auth/session'
import { preloadSignedInApp } from './lazy-app-layout'

/*
 * The route guards, all reading the one ability module. Layout routes apply them to whole branches: `_guest` keeps
 * signed-in users off the auth pages; `_app` sends signed-out visitors to /login and then checks the page's own
 * ability, read from the page table (contract/pages.ts), so a route file never restates it.
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

// the page table and its lookup, fetched by the first signed-in page, so /login does not load them
let pagesLoad: Promise<typeof import('@/config/pages')> | undefined
const loadPages = () => (pagesLoad ??= import('@/config/pages'))

/**
 * Lacking the ability the page table gives the page at this address → /misc/not-authorized. An address the table
 * does not hold (a redirect, an unknown URL) passes; src/app/pages.test.ts holds every route to a page.
 */
export async function requirePageAbility({ location }: GuardContext) {
  // whoever may manage everything opens every page: their first page need not wait for the table's chunk
  if (can({ action: 'manage', subject: 'all' })) return
  const { pageAt, pageAbility } = await loadPages()
  const page = pageAt(location.pathname)
  if (page && !can(pageAbility(page))) throw redirect({ to: '/misc/not-authorized', replace: true })
}
