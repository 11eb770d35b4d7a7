import { createApp, NO_ROUTE_HEADER } from '../app'
import { joseSigner } from '../lib/jose-signer'
import { demoApi } from '../../contract/demo'
import { createAppStore } from '../store'
import { createIdbKv } from '../store/idb-kv'
import { API_PREFIXES, isApiRequest } from './api-prefixes'
import { mockLatencyMs } from './build-constants'
import { CLAIM_MESSAGE, DATA_RESET_MESSAGE, DATA_RESTORED_MESSAGE } from './messages'

declare const self: ServiceWorkerGlobalScope

const app = createApp({
  // A repair found while pages are open is announced at once; pages also ask when they start.
  store: createAppStore(createIdbKv(), { onRepair: () => void notifyWindows(DATA_RESTORED_MESSAGE) }),
  runtime: 'sw',
  signer: joseSigner,
  latencyMs: mockLatencyMs(),
})

// Static routing (Chromium 123+): pages and assets go straight to the network without waking the worker.
interface RouterCondition {
  urlPattern?: unknown
  requestMode?: RequestMode
  or?: RouterCondition[]
  not?: RouterCondition
}
interface StaticRoutingInstallEvent extends ExtendableEvent {
  addRoutes(rules: { condition: RouterCondition; source: 'network' }[]): Promise<void>
}
type UrlPatternConstructor = new (init: { pathname: string }) => unknown

function addStaticRoutes(event: ExtendableEvent) {
  const UrlPattern = (globalThis as { URLPattern?: UrlPatternConstructor }).URLPattern
  if (!('addRoutes' in event) || !UrlPattern) return
  // URLPattern here rejects regexp groups, hence one pattern per prefix.
  const api = {
    or: API_PREFIXES.map((prefix) => ({ urlPattern: new UrlPattern({ pathname: `${prefix}/*` }) })),
  }
  const rules = [
    { condition: { requestMode: 'navigate' as const }, source: 'network' as const },
    { condition: { not: api }, source: 'network' as const },
  ]
  // Older versions reject `or`/`not`; the fetch filter below covers them.
  event.waitUntil((event as StaticRoutingInstallEvent).addRoutes(rules).catch(() => undefined))
}

self.addEventListener('install', (event) => {
  addStaticRoutes(event)
  event.waitUntil(self.skipWaiting())
})

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === CLAIM_MESSAGE.type)
    event.waitUntil(self.clients.claim())
})

self.addEventListener('fetch', (event) => {
  if (isApiRequest(event.request, self.location.origin)) event.respondWith(answer(event.request))
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
