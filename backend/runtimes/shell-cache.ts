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

/** The same-origin files `index.html` loads (its script, styles, preloads, icons), in the order it names them. */
export function filesOfIndex(html: string, listed: ReadonlySet<string>): string[] {
  const found = [...html.matchAll(/(?:src|href)="(\/[^"?#]+)"/g)].map((match) => match[1])
  return [...new Set(found)].filter((url) => listed.has(url))
}

export function createShellCache({ version, urls }: Precache, origin: string) {
  const cacheName = CACHE_PREFIX + version
  const listed = new Set(urls)
  /** What the cache holds (as far as this worker knows), and what the running fill still has to fetch. */
  const stored = new Set<string>()
  let queue: string[] = []
  /** Who waits for a file the fill has queued (`storeFirst`). */
  const waiting = new Map<string, (() => void)[]>()

  async function storeOne(cache: Cache, url: string, older: boolean): Promise<void> {
    const kept = older && isHashed(url) ? await caches.match(url) : undefined
    // hashed files may come from the HTTP cache (the page just loaded most of them); the rest are revalidated
    const response =
      kept ?? (await fetch(url, { cache: isHashed(url) ? 'default' : 'no-cache', priority: 'low' }))
    if (!response.ok) throw new Error(`Precache: ${url} answered ${response.status}`)
    await cache.put(url, response)
    stored.add(url)
    for (const done of waiting.get(url) ?? []) done()
    waiting.delete(url)
  }

  /**
   * Fetches what the cache still lacks, a few files at a time and at low priority, so the page's own requests go
   * first. The navigation fallback (`index.html`) comes first and the files it loads next, so a reload works
   * offline within the first second rather than after the whole list; the page's own files are moved up when it
   * names them (`storeFirst`). A hashed file an older build's cache holds is copied instead of downloaded.
   * Resolves true when this fill stored something; rejects when a file cannot be had (offline): what was stored
   * stays, and the next fill fetches the rest.
   */
  async function fill(): Promise<boolean> {
    const cache = await caches.open(cacheName)
    for (const request of await cache.keys()) stored.add(new URL(request.url).pathname)
    const older = (await caches.keys()).some((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
    const missing = urls.filter((url) => !stored.has(url))
    if (missing.length === 0) return false
    if (listed.has(INDEX) && !stored.has(INDEX)) await storeOne(cache, INDEX, older)
    const index = await cache.match(INDEX)
    const first = index ? filesOfIndex(await index.text(), listed) : []
    const upFront = new Set([...first, ...queue])
    queue = [...upFront, ...missing.filter((url) => !upFront.has(url))].filter((url) => !stored.has(url))
    const next = async (): Promise<void> => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await storeOne(cache, url, older)
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, next))
    return true
  }

  /**
   * Moves `paths` (the files a page has loaded) to the front of the fill and resolves once every listed one is
   * stored. A file no fill is going to fetch (none runs, or it stopped) is fetched here.
   */
  async function storeFirst(paths: readonly string[]): Promise<void> {
    const wanted = [...new Set(paths)].filter((path) => listed.has(path) && !stored.has(path))
    const queued = new Set(queue)
    queue = [...wanted.filter((path) => queued.has(path)), ...queue.filter((path) => !wanted.includes(path))]
    const cache = await caches.open(cacheName)
    await Promise.all(
      wanted.map(async (path) => {
        if (stored.has(path) || (await cache.match(path))) return stored.add(path)
        if (!queued.has(path)) return storeOne(cache, path, false)
        return new Promise<void>((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), resolve]))
      }),
    )
  }

  /** Whether every listed file is in the cache: the app opens offline. */
  async function complete(): Promise<boolean> {
    const cache = await caches.open(cacheName)
    const have = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
    return urls.every((url) => have.has(url))
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

  return { cacheName, fill, storeFirst, complete, prune, respond }
}

export type ShellCache = ReturnType<typeof createShellCache>
