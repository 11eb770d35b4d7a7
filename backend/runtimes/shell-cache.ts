/*
 * The built app's files, kept by the service worker so every page opens offline (docs/offline.md). The list comes
 * from the build: build/vite-plugin-mock-worker.ts defines __TESSERA_PRECACHE__ in dist/sw.js. It is absent in
 * dev (the dev server serves the sources, nothing is cached) and under Vitest.
 */
// oxlint-disable-next-line no-underscore-dangle -- a build-time define is named like one, so it never clashes
declare const __TESSERA_PRECACHE__: Precache | null | undefined

export interface Precache {
  /** Changes whenever any listed file does: it names the cache, so a new build fills a new one. */
  version: string
  /** Root-relative URLs: '/index.html', '/assets/…', the public folder's files. */
  urls: string[]
}

export const CACHE_PREFIX = 'tessera-shell-'
const INDEX = '/index.html'
/** Files fetched at once while filling: enough to finish in seconds, few enough to leave the page room. */
const CONCURRENCY = 4

/** The build's list, or undefined where nothing is cached (dev, tests, a build with VITE_OFFLINE=off). */
export const precacheOf = (): Precache | undefined =>
  typeof __TESSERA_PRECACHE__ === 'object' && __TESSERA_PRECACHE__ !== null ? __TESSERA_PRECACHE__ : undefined

/** Deletes every build's cache but `keep` (all of them in a worker that caches nothing). */
export async function pruneShellCaches(keep?: string): Promise<void> {
  const names = await caches.keys()
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== keep).map((name) => caches.delete(name)),
  )
}

/** Content-hashed by the bundler (`/assets/name-hash.ext`): a URL that never changes content. */
const isHashed = (path: string) => path.startsWith('/assets/')

export function createShellCache({ version, urls }: Precache, origin: string) {
  const cacheName = CACHE_PREFIX + version
  const listed = new Set(urls)

  /**
   * Fetches what the cache still lacks, a few files at a time and at low priority, so the page's own requests go
   * first. A hashed file an older build's cache holds is copied instead of downloaded. Rejects when a file cannot
   * be had (offline); what was stored stays, and the next fill fetches the rest.
   */
  async function fill(): Promise<void> {
    const cache = await caches.open(cacheName)
    const stored = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
    const older = (await caches.keys()).some((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
    const queue = urls.filter((url) => !stored.has(url))
    const next = async (): Promise<void> => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const kept = older && isHashed(url) ? await caches.match(url) : undefined
        // hashed files may come from the HTTP cache (the page just loaded most of them); the rest are revalidated
        const response =
          kept ?? (await fetch(url, { cache: isHashed(url) ? 'default' : 'no-cache', priority: 'low' }))
        if (!response.ok) throw new Error(`Precache: ${url} answered ${response.status}`)
        await cache.put(url, response)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, next))
  }

  /** Deletes the caches of older builds. */
  const prune = () => pruneShellCaches(cacheName)

  /** The page, network first: online it is always the server's; offline (or unreachable) the cached copy. */
  async function networkFirst(request: Request, path: string): Promise<Response> {
    try {
      return await fetch(request)
    } catch (error) {
      const cache = await caches.open(cacheName)
      // a listed file opened as a page (an image in its own tab) is itself; any other address is the app
      const cached = (listed.has(path) && (await cache.match(path))) || (await cache.match(INDEX))
      if (cached) return cached
      throw error
    }
  }

  /** A listed file, cache first; one not stored yet (the fill is still running) is fetched and stored. */
  async function cacheFirst(request: Request, path: string): Promise<Response> {
    const cache = await caches.open(cacheName)
    const cached = await cache.match(path)
    if (cached) return cached
    const response = await fetch(request)
    if (response.ok && response.type === 'basic') await cache.put(path, response.clone())
    return response
  }

  /** The answer for a request the cache is concerned with, or undefined to leave it to the network. */
  function respond(request: Request): Promise<Response> | undefined {
    if (request.method !== 'GET') return undefined
    const url = new URL(request.url)
    if (url.origin !== origin) return undefined
    if (request.mode === 'navigate' || url.pathname === INDEX) return networkFirst(request, url.pathname)
    return listed.has(url.pathname) ? cacheFirst(request, url.pathname) : undefined
  }

  return { cacheName, fill, prune, respond }
}
