/*
 * "Ready to work offline", once per browser (docs/offline.md). The page names the files it has loaded to the
 * worker, which stores them ahead of the rest of its list (so a reload of this page works offline within a second
 * or so) and answers OFFLINE_READY once every file is stored. Mirrors OFFLINE_STATUS_TYPE and OFFLINE_READY_MESSAGE
 * in backend/runtimes/messages.ts (the page may not import the back end).
 */
const OFFLINE_STATUS_TYPE = 'OFFLINE_STATUS'
const OFFLINE_READY_TYPE = 'OFFLINE_READY'
/** Set once the message has been shown: later visits say nothing. */
export const OFFLINE_READY_KEY = 'tessera.offline-ready'

export type OfflineContainer = Pick<ServiceWorkerContainer, 'ready' | 'addEventListener' | 'removeEventListener'>

/** The same-origin paths this page has fetched so far (its scripts, styles, fonts, pictures). */
export function loadedFiles(origin = location.origin): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname)
}

/**
 * Asks the active worker to store this page's files first and calls `onReady` once when it says every file is
 * stored, unless a visit before this one already said so. Returns a function that stops listening.
 */
export function watchOfflineReady(
  container: OfflineContainer,
  onReady: () => void,
  { storage = localStorage, files = loadedFiles }: { storage?: Storage; files?: () => string[] } = {},
): () => void {
  if (storage.getItem(OFFLINE_READY_KEY)) return () => undefined
  let stopped = false
  const onMessage = (event: MessageEvent) => {
    if (stopped || (event.data as { type?: unknown } | null)?.type !== OFFLINE_READY_TYPE) return
    if (storage.getItem(OFFLINE_READY_KEY)) return
    storage.setItem(OFFLINE_READY_KEY, '1')
    onReady()
  }
  container.addEventListener('message', onMessage)
  void container.ready.then((registration) => {
    // a ServiceWorker's postMessage has no target origin: it is this origin's own worker
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    if (!stopped) registration.active?.postMessage({ type: OFFLINE_STATUS_TYPE, files: files() })
  })
  return () => {
    stopped = true
    container.removeEventListener('message', onMessage)
  }
}
