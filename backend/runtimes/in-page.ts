import { createApp, NO_ROUTE_HEADER } from '../app'
import { nobleSigner } from '../lib/noble-signer'
import { createAppStore } from '../store'
import { createIdbKv } from '../store/idb-kv'
import { createMemoryKv } from '../store/memory-kv'
import { isApiRequest } from './api-prefixes'
import { mockLatencyMs } from './build-constants'
import { announceToTabs } from './announce'

/**
 * Fallback where no service worker exists (an insecure origin such as http://<LAN address>:5173): the same app
 * behind the page's fetch. There is no crypto.subtle there either, so tokens are signed with a pure-JS HMAC.
 * Each tab then has its own queue, so two tabs writing at once may lose an update; the worker has no such gap.
 */
export function installInPageBackend(): void {
  const app = createApp({
    store: createAppStore('indexedDB' in globalThis ? createIdbKv() : createMemoryKv()),
    runtime: 'page',
    signer: nobleSigner,
    latencyMs: mockLatencyMs(),
    announceNotifications: announceToTabs,
  })
  const networkFetch = globalThis.fetch.bind(globalThis)
  globalThis.fetch = async (input, init) => {
    // Built once: a Request made from another Request takes its body.
    const request = new Request(input, init)
    if (!isApiRequest(request, globalThis.location.origin)) return networkFetch(request)
    const response = await app.fetch(request.clone())
    return response.headers.has(NO_ROUTE_HEADER) ? networkFetch(request) : response
  }
}
