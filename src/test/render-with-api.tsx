/*
 * Component tests with the real mock back end in the loop. The page never imports backend/ (it talks to it over
 * HTTP); tests may, through this file only: the lint boundary allows src/test/render-with-api.tsx alone
 * (scripts/oxlintrc.mjs), so a test asserts what the back end really stored instead of what a hand-written stub
 * answered.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createApp } from '@backend/app'
import { nobleSigner } from '@backend/lib/noble-signer'
import { buildStoreSeed, type Collections } from '@backend/seed'
import { createAppStore, type AppStore } from '@backend/store'
import { createMemoryKv } from '@backend/store/memory-kv'
import type { LoginReply } from '@contract/auth'
import { clearSession, setSession } from '@/lib/auth/session'
import { backendReady } from '@/lib/backend/backend-ready'

/** A checkout address the back end accepts, for tests that place an order (the bell's). */
export { SAMPLE_ADDRESS as checkoutAddress } from '@backend/test/sample-order'

const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const

export interface RenderWithApiOptions {
  /** Render inside a router at this URL (for components with links or URL state); none when absent. */
  route?: string
  /** More pages in that router, by path, for a component that navigates elsewhere (sign-in to the inbox). */
  pages?: Record<string, ReactNode>
  /** Who is signed in, with real tokens from POST /jwt/login; `null` for nobody. Default admin. */
  user?: keyof typeof ACCOUNTS | null
  /** Changes the fresh seed before the store takes it (a task more, an empty inbox). */
  seed?: (collections: Collections) => void
  /**
   * Answers some requests before the back end does (a server that never answers, a network error); return
   * undefined to let the back end answer. For what the real back end cannot be made to do.
   */
  intercept?: (request: Request) => Promise<Response | undefined> | Response | undefined
  /** A query client the test prepared (a list already in the cache); a fresh one without retries otherwise. */
  queryClient?: QueryClient
}

export interface RenderWithApiResult extends RenderResult {
  /** The back end's store: read it to assert what a click persisted. */
  store: AppStore
  queryClient: QueryClient
  /** The router, when `route` was given. */
  router: AnyRouter | undefined
  /** Every call the page made, in order, as `METHOD /path?query`. */
  calls: string[]
  /** Asks the back end directly, as the signed-in user: what a test expects the screen to show. */
  request: (path: string, init?: RequestInit) => Promise<Response>
}

/**
 * The keys a query client holds, as JSON, sorted, of the queries whose key starts with `prefix`: what a page asked
 * for, to compare with what something else asked for (a route's loader-started calls, say).
 */
export const cachedKeys = (client: QueryClient, prefix: readonly unknown[]) => {
  const whole = JSON.stringify(prefix)
  const start = `${whole.slice(0, -1)},`
  return client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .filter((key) => key === whole || key.startsWith(start))
    .sort()
}

/** A query client for a test: a failed call fails at once rather than after retries. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

/**
 * Renders `ui` against a fresh back end: the Hono app over a new memory store, `fetch` routed to it for the
 * duration of the test, a signed-in seed user, a fresh query client, and a router when asked. Async: it signs in
 * (and loads the router) before rendering.
 */
export async function renderWithApi(
  ui: ReactNode,
  {
    route,
    pages = {},
    user = 'admin',
    seed,
    intercept,
    queryClient = testQueryClient(),
  }: RenderWithApiOptions = {},
): Promise<RenderWithApiResult> {
  const store = createAppStore(createMemoryKv(), {
    seed: (now) => {
      const collections = buildStoreSeed(now)
      seed?.(collections)
      return collections
    },
  })
  const app = createApp({ store, runtime: 'test', signer: nobleSigner })

  // Without a service worker (jsdom) the http client's first call starts the in-page back end, which takes over
  // fetch; let that happen first, then route fetch to this test's app instead.
  await backendReady()
  const calls: string[] = []
  const pageFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.origin)
    // jsdom's AbortSignal is not the one Node's Request accepts: the signal stays behind (calls run to the end)
    const { signal: _signal, ...rest } = init ?? {}
    const request = new Request(url, rest)
    calls.push(`${request.method} ${url.pathname}${url.search}`)
    return (await intercept?.(request.clone())) ?? app.fetch(request)
  }
  onTestFinished(() => {
    globalThis.fetch = pageFetch
    clearSession()
  })

  clearSession()
  let token: string | undefined
  if (user) {
    const response = await app.request('/jwt/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ACCOUNTS[user]),
    })
    const session = (await response.json()) as LoginReply
    setSession(session)
    token = session.accessToken
  }
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return app.request(path, { ...init, headers })
  }

  let router: AnyRouter | undefined
  let tree: ReactNode = ui
  if (route) {
    const root = createRootRoute({ component: Outlet })
    const page = createRoute({
      getParentRoute: () => root,
      path: new URL(route, 'http://test').pathname,
      component: () => ui,
    })
    const others = Object.entries(pages).map(([path, element]) =>
      createRoute({ getParentRoute: () => root, path, component: () => element }),
    )
    router = createRouter({
      routeTree: root.addChildren([page, ...others]),
      history: createMemoryHistory({ initialEntries: [route] }),
      // a test that navigates to a page it did not register lands here, and can assert it did
      defaultNotFoundComponent: () => <p>Test page not registered</p>,
    })
    await router.load()
    tree = <RouterProvider router={router} />
  }
  const result = render(<QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>)
  return { ...result, store, queryClient, router, calls, request }
}
