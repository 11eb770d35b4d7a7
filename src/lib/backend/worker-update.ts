/*
 * A new build's service worker stores its files and then waits (backend/runtimes/sw.ts, docs/offline.md): this
 * tells the page when one is waiting, and hands it the way to switch to it. Mirrors SKIP_WAITING_MESSAGE in
 * backend/runtimes/messages.ts (the page may not import the back end).
 */
const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' }
/** A tab left open asks for a new build when it is shown again, at most this often. */
const CHECK_EVERY_MS = 60 * 60 * 1000

export type UpdateContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'getRegistration' | 'addEventListener' | 'removeEventListener'
>

export interface WatchOptions {
  /** Reloads the page once the new worker has taken over. */
  reload?: () => void
  /** For the hourly check; the document by default. */
  visibility?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  now?: () => number
}

/**
 * Calls `onWaiting(apply)` once when a new build's worker is installed and waiting while this page is controlled
 * by the old one (never on the first visit: the first worker takes over at once). `apply()` asks the waiting
 * worker to take over and reloads the page when it has. Returns a function that stops watching.
 */
export function watchForUpdate(
  container: UpdateContainer,
  onWaiting: (apply: () => void) => void,
  { reload = () => location.reload(), visibility = document, now = Date.now }: WatchOptions = {},
): () => void {
  let stopped = false
  let told = false
  let registration: ServiceWorkerRegistration | undefined
  let checkedAt = now()

  const tell = () => {
    const waiting = registration?.waiting
    if (stopped || told || !waiting || !container.controller) return
    told = true
    onWaiting(() => {
      container.addEventListener('controllerchange', () => reload(), { once: true })
      // a ServiceWorker's postMessage has no target origin: it is this origin's own worker
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      waiting.postMessage(SKIP_WAITING_MESSAGE)
    })
  }
  const onUpdateFound = () => {
    const installing = registration?.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') tell()
    })
  }
  const onVisibilityChange = () => {
    if (visibility.visibilityState !== 'visible' || now() - checkedAt < CHECK_EVERY_MS) return
    checkedAt = now()
    registration?.update().catch(() => undefined)
  }

  void container.getRegistration().then((found) => {
    if (!found || stopped) return
    registration = found
    found.addEventListener('updatefound', onUpdateFound)
    tell()
  })
  visibility.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    stopped = true
    registration?.removeEventListener('updatefound', onUpdateFound)
    visibility.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
