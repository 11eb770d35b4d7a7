import { createApp, NO_ROUTE_HEADER } from '../app'
import { joseSigner } from '../lib/jose-signer'
import { demoApi } from '../../contract/demo'
import { createAppStore } from '../store'
import { createIdbKv } from '../store/idb-kv'
import { API_PREFIXES, isApiRequest } from './api-prefixes'
import { mockLatencyMs } from './build-constants'
import { announceToTabs } from './announce'
import {
  CLAIM_MESSAGE,
  DATA_RESET_MESSAGE,
  DATA_RESTORED_MESSAGE,
  FIRST_FILES_STORED_MESSAGE,
  OFFLINE_READY_MESSAGE,
  OFFLINE_STATUS_TYPE,
  SKIP_WAITING_MESSAGE,
} from './messages'
import { createShellCache, precacheOf, pruneShellCaches, type ShellCache } from './shell-cache'

declare const self: ServiceWorkerGlobalScope

const app = createApp({
  // A repair found while pages are open is announced at once; pages also ask when they start.
  store: createAppStore(createIdbKv(), { onRepair: () => void notifyWindows(DATA_RESTORED_MESSAGE) }),
  runtime: 'sw',
  signer: joseSigner,
  latencyMs: mockLatencyMs(),
  announceNotifications: announceToTabs,
})

// The built app's files (docs/offline.md); undefined in dev, where the dev server serves everything.
const precache = precacheOf()
const shell = precache ? createShellCache(precache, self.location.origin) : undefined
/** The first fill of the cache, running in the background; each event the worker handles meanwhile keeps it alive. */
let filling: Promise<void> | undefined

// Static routing (Chromium 123+): what the worker never answers goes straight to the network without waking it.
interface RouterCondition {
  urlPattern?: unknown
  requestMode?: RequestMode
  or?: RouterCondition[]
  not?: RouterCondition
}
interface StaticRoutingInstallEvent extends ExtendableEvent {
  addRoutes(rules: { condition: RouterCondition; source: 'network' }[]): Promise<void>
}
type UrlPatternConstructor = new (init: Record<string, string>) => unknown

function addStaticRoutes(event: ExtendableEvent) {
  const UrlPattern = (globalThis as { URLPattern?: UrlPatternConstructor }).URLPattern
  if (!('addRoutes' in event) || !UrlPattern) return
  // URLPattern here rejects regexp groups, hence one pattern per prefix.
  const api = {
    or: API_PREFIXES.map((prefix) => ({ urlPattern: new UrlPattern({ pathname: `${prefix}/*` }) })),
  }
  const sameOrigin = {
    urlPattern: new UrlPattern({
      protocol: self.location.protocol.slice(0, -1),
      hostname: self.location.hostname,
      port: self.location.port,
    }),
  }
  // With the shell cached, pages and files are answered here (offline too): only other origins skip the worker.
  const rules = shell
    ? [{ condition: { not: sameOrigin }, source: 'network' as const }]
    : [
        { condition: { requestMode: 'navigate' as const }, source: 'network' as const },
        { condition: { not: api }, source: 'network' as const },
      ]
  // Older versions reject `or`/`not`; the fetch filter below covers them.
  event.waitUntil((event as StaticRoutingInstallEvent).addRoutes(rules).catch(() => undefined))
}

self.addEventListener('install', (event) => {
  addStaticRoutes(event)
  // The first worker takes over at once: the page's calls wait for it, and the files are fetched once it runs.
  // A new build's worker stores its files first, then waits until the user reloads (SKIP_WAITING) or every tab
  // of the old build is closed.
  if (!self.registration.active) event.waitUntil(self.skipWaiting())
  else if (shell) event.waitUntil(shell.fill())
})

self.addEventListener('activate', (event) => {
  // a build with the cache switched off (VITE_OFFLINE=off) removes what an earlier one stored
  event.waitUntil(Promise.all([self.clients.claim(), shell ? shell.prune() : pruneShellCaches()]))
  // Not awaited: an activation waiting for the files would hold back the page's first calls.
  filling = shell?.fill().then(
    () => (filling = undefined),
    () => (filling = undefined),
  )
})

/** Keeps the worker alive while the first fill runs (it may be stopped between events otherwise). */
function extendFill(event: ExtendableEvent) {
  if (filling) event.waitUntil(filling)
}

self.addEventListener('message', (event) => {
  extendFill(event)
  const type = (event.data as { type?: unknown } | null)?.type
  if (type === CLAIM_MESSAGE.type) event.waitUntil(self.clients.claim())
  if (type === SKIP_WAITING_MESSAGE.type) event.waitUntil(self.skipWaiting())
  if (type === OFFLINE_STATUS_TYPE && shell && event.source) event.waitUntil(tellOfflineStatus(shell, event))
})

/** Stores the page's files first and tells it so, then tells it when every file is in (docs/offline.md). */
async function tellOfflineStatus(cache: ShellCache, event: ExtendableMessageEvent) {
  const source = event.source as Client
  const files = (event.data as { files?: unknown }).files
  // the page sends every URL it fetched; its own origin's paths are what the cache may hold
  const paths = (Array.isArray(files) ? files : []).flatMap((file) => {
    const url = typeof file === 'string' && URL.canParse(file) ? new URL(file) : undefined
    return url?.origin === self.location.origin ? [url.pathname] : []
  })
  await cache.storeFirst(paths)
  // a Client's postMessage has no target origin: the worker only ever talks to its own origin's pages
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  source.postMessage(FIRST_FILES_STORED_MESSAGE)
  await filling
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  if (await cache.complete()) source.postMessage(OFFLINE_READY_MESSAGE)
}

self.addEventListener('fetch', (event) => {
  extendFill(event)
  if (isApiRequest(event.request, self.location.origin)) {
    event.respondWith(answer(event.request))
    return
  }
  const cached = shell?.respond(event.request)
  if (cached) event.respondWith(cached)
})

async function answer(request: Request): Promise<Response> {
  const response = await app.fetch(request.clone())
  // No route: the original request, body and all, goes to the network untouched.
  if (response.headers.has(NO_ROUTE_HEADER)) return fetch(request)
  if (response.ok && new URL(request.url).pathname === demoApi.reset.path)
    void notifyWindows(DATA_RESET_MESSAGE)
  return response
}

async function notifyWindows(message: { type: string }) {
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    // a Client's postMessage has no target origin: the worker only ever talks to its own origin's pages
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    client.postMessage(message)
  }
}
