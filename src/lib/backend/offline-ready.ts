/*
 * "Ready to work offline", once per browser (docs/offline.md). The page sends the worker the URLs it has fetched;
 * the worker stores those first and answers OFFLINE_READY once every file is stored. Mirrors the types in
 * backend/runtimes/messages.ts (the page may not import the back end). Kept small: every first visit loads it.
 */
const KEY = 'tessera.offline-ready'

/** Calls `onReady` when the worker says every file is stored, unless an earlier visit heard it; returns a stop. */
export function watchOfflineReady(container: ServiceWorkerContainer, onReady: () => void) {
  if (localStorage.getItem(KEY)) return
  const onMessage = ({ data }: MessageEvent<{ type?: string } | null>) => {
    if (data?.type !== 'OFFLINE_READY') return
    localStorage.setItem(KEY, '1')
    onReady()
  }
  container.addEventListener('message', onMessage)
  void container.ready.then(({ active }) =>
    // a ServiceWorker's postMessage has no target origin: it is this origin's own worker
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    active?.postMessage({ type: 'OFFLINE_STATUS', files: performance.getEntriesByType('resource').map((e) => e.name) }),
  )
  return () => container.removeEventListener('message', onMessage)
}
