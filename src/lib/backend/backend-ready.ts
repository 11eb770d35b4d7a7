/*
 * The only mock back-end code the page bundle carries. Calls wait for backendReady(); the first paint does not.
 * The messages below mirror backend/runtimes/messages.ts (the page may not import the back end statically).
 */

/** Where calls go: '' for the mock back end on this origin, or a real server's URL (VITE_API_URL). */
export const API_BASE_URL: string = String(import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '')

const CLAIM_MESSAGE = { type: 'CLAIM' }
const DATA_RESET_TYPE = 'DATA_RESET'
const DATA_RESTORED_TYPE = 'DATA_RESTORED'

let ready: Promise<void> | undefined

/** Resolves once calls on this origin reach the mock back end (at once when VITE_API_URL is set). */
export function backendReady(): Promise<void> {
  ready ??= start().catch((error: unknown) => {
    ready = undefined
    throw error
  })
  return ready
}

const hasServiceWorker = () => 'serviceWorker' in navigator && isSecureContext

async function start(): Promise<void> {
  if (API_BASE_URL) return switchMockWorkerOff()
  if (!hasServiceWorker()) return startInPage()
  const container = navigator.serviceWorker
  if (container.controller) return
  const controlled = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  )
  try {
    await container.register('/sw.js', { type: import.meta.env.DEV ? 'module' : 'classic', scope: '/' })
  } catch (error) {
    // For example a browser without module workers in dev: keep the app usable.
    console.warn('Mock back end: service worker registration failed, running it in the page', error)
    return startInPage()
  }
  const registration = await container.ready
  // Active but not controlling this page (after Shift+Reload): ask it to take over.
  if (!container.controller) registration.active?.postMessage(CLAIM_MESSAGE)
  await controlled
}

/**
 * With VITE_API_URL set no worker is registered, and one a mock build registered on this origin earlier is
 * unregistered: it would otherwise keep answering this origin's calls. A page it still controls is reloaded once
 * when the server shares the page's origin (a reverse proxy), since an unregistered worker keeps control of the
 * pages it has until they close; calls to another origin never reach it, so there the page carries on.
 */
async function switchMockWorkerOff(): Promise<void> {
  if (!hasServiceWorker()) return
  const container = navigator.serviceWorker
  const registrations = await container.getRegistrations()
  const mock = registrations.filter((registration) =>
    isMockWorker(registration.active ?? registration.waiting),
  )
  await Promise.all(mock.map((registration) => registration.unregister()))
  if (isMockWorker(container.controller) && new URL(API_BASE_URL, location.href).origin === location.origin)
    location.reload()
}

const isMockWorker = (worker: ServiceWorker | null | undefined) =>
  worker != null && new URL(worker.scriptURL).pathname === '/sw.js'

async function startInPage(): Promise<void> {
  // The one sanctioned page → back-end import (docs/architecture.md#import-boundaries): lazy, and only where no service worker exists.
  // oxlint-disable-next-line no-restricted-imports
  const { installInPageBackend } = await import('../../../backend/runtimes/in-page')
  installInPageBackend()
}

/**
 * Calls `callback` when a new worker takes over an already controlled page (it may have re-seeded) or when the
 * store was reset from any tab, so the app can refetch. Returns an unsubscribe function.
 */
export function onBackendReplaced(callback: () => void): () => void {
  if (API_BASE_URL || !hasServiceWorker()) return () => undefined
  const container = navigator.serviceWorker
  // The first controllerchange of an uncontrolled page is the worker arriving, not replacing anything.
  let controlled = container.controller !== null
  const onControllerChange = () => {
    if (controlled) callback()
    controlled = true
  }
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === DATA_RESET_TYPE) callback()
  }
  container.addEventListener('controllerchange', onControllerChange)
  container.addEventListener('message', onMessage)
  return () => {
    container.removeEventListener('controllerchange', onControllerChange)
    container.removeEventListener('message', onMessage)
  }
}

/**
 * Calls `callback` when the worker has just repaired damaged stored data, so the page can ask what was restored.
 * Where no worker runs (in-page back end, real server) repairs are only found by the ask at start-up.
 */
export function onDataRestored(callback: () => void): () => void {
  if (API_BASE_URL || !hasServiceWorker()) return () => undefined
  const container = navigator.serviceWorker
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === DATA_RESTORED_TYPE) callback()
  }
  container.addEventListener('message', onMessage)
  return () => container.removeEventListener('message', onMessage)
}
