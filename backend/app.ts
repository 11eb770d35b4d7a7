import { Hono, type Context } from 'hono'
import {
  RESET_REQUEST_WINDOW_MINUTES,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_CLIENT,
  VERIFY_REQUESTS_PER_ADDRESS,
  VERIFY_REQUESTS_PER_CLIENT,
  type AccountRole,
} from '../contract/auth'
import { TOTAL_COUNT_HEADER } from '../contract/common'
import type { AnyEndpoint } from '../contract/endpoint'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { isSharedServer, type AppEnv, type Deps, type Runtime } from './lib/env'
import { createSignInLimiter, type SignInLimiter } from './lib/sign-in-limit'
import { createRequestLimit, type RequestLimit } from './lib/request-limit'
import { QUOTAS, type Quotas } from './lib/quota'
import { ApiError, SOMETHING_WENT_WRONG } from './lib/errors'
import type { TokenSecrets, TokenSigner } from './lib/tokens'
import { ROUTE_GROUPS } from './route-groups'
import type { AppStore } from './store'

/** Set only on "no route" answers: the worker then sends the original request to the network. */
export const NO_ROUTE_HEADER = 'x-tessera-no-route'
/** Names the runtime on every answer, so tests tell mock answers from a web server's. */
export const RUNTIME_HEADER = 'x-tessera-runtime'

export type { Runtime } from './lib/env'

export interface AppOptions {
  store: AppStore
  runtime: Runtime
  signer: TokenSigner
  /** Fixed signing secrets (the Node server's); without them each install keeps random ones in its store. */
  secrets?: TokenSecrets
  /** Simulated network latency for answered calls (not pass-through). */
  latencyMs?: number
  now?: () => number
  /** The role a new account gets; by default member on the Node server and admin elsewhere (docs/auth.md). */
  newAccountRole?: AccountRole
  /** Origins allowed to call (Node runtime, when the page is served elsewhere); a function picks per origin. */
  corsOrigin?: string | string[] | ((origin: string) => string | undefined)
  /** The address a request came from (the Node server's socket); failed sign-ins are counted per address. */
  clientAddress?: (c: Context<AppEnv>) => string | undefined
  /** Makes the request limits (reset and verification requests): the Node server's count in its database. */
  requestLimit?: (name: string, max: number, windowMs: number) => RequestLimit
  /** Where failed sign-ins are counted on the shared server (its database); in memory by default. */
  signInLimiter?: SignInLimiter
  /** What `GET /api/demo/health` answers (the Node server's database). */
  health?: Deps['health']
  /** Put before the reset page's path in a password-reset link (the Node server's APP_URL); '' by default. */
  appUrl?: string
  /** Delivers messages beyond the outbox (the Node server writes them to its log). */
  deliverMail?: Deps['deliverMail']
  /** What one account may store (docs/api.md, "Limits"); by default the shared server's QUOTAS, none elsewhere. */
  quotas?: Quotas
  /** Says an account's notifications changed (the browser's runtimes: to every open tab). */
  announceNotifications?: Deps['announceNotifications']
}

/** Every descriptor the app registers, in order: the registration test compares it with contract/apis.ts. */
export const REGISTERED_ENDPOINTS: readonly AnyEndpoint[] = ROUTE_GROUPS.flatMap((group) => group.endpoints)

export function createApp(options: AppOptions) {
  const { store, runtime, signer, latencyMs = 0, now = Date.now, corsOrigin, secrets } = options
  const limit = options.requestLimit ?? ((_name, max, windowMs) => createRequestLimit(now, max, windowMs))
  const hour = RESET_REQUEST_WINDOW_MINUTES * 60_000
  const deps: Deps = {
    store,
    signer,
    now,
    runtime,
    newAccountRole: options.newAccountRole ?? (runtime === 'node' ? 'member' : 'admin'),
    secrets: secrets
      ? () => Promise.resolve(secrets)
      : async (auth) => (auth ?? (await store.read('auth'))).secrets,
    signInLimiter: isSharedServer({ runtime })
      ? (options.signInLimiter ?? createSignInLimiter(now))
      : undefined,
    clientAddress: options.clientAddress,
    health: options.health,
    resetLimits: {
      address: limit('reset-address', RESET_REQUESTS_PER_ADDRESS, hour),
      client: limit('reset-client', RESET_REQUESTS_PER_CLIENT, hour),
    },
    verifyLimits: {
      address: limit('verify-account', VERIFY_REQUESTS_PER_ADDRESS, hour),
      client: limit('verify-client', VERIFY_REQUESTS_PER_CLIENT, hour),
    },
    appUrl: options.appUrl ?? '',
    deliverMail: options.deliverMail,
    quotas: options.quotas ?? (isSharedServer({ runtime }) ? QUOTAS : undefined),
    announceNotifications: options.announceNotifications,
  }
  const app = new Hono<AppEnv>()

  if (corsOrigin) app.use(cors({ origin: corsOrigin, exposeHeaders: [RUNTIME_HEADER, TOTAL_COUNT_HEADER] }))
  // A server answers as a service should (docs/backend.md, "HTTP"): JSON only, never framed, never cached.
  if (isSharedServer({ runtime })) {
    app.use(
      secureHeaders({
        contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        // the page may live on another origin (CORS_ORIGIN); CORS decides who reads the answers
        crossOriginResourcePolicy: 'cross-origin',
        referrerPolicy: 'no-referrer',
      }),
    )
    app.use(async (c, next) => {
      await next()
      // tokens and one account's data: no cache on the way may keep them
      c.res.headers.set('cache-control', 'no-store')
    })
  }
  app.use(async (c, next) => {
    c.set('deps', deps)
    await next()
    c.res.headers.set(RUNTIME_HEADER, runtime)
    if (latencyMs > 0 && !c.res.headers.has(NO_ROUTE_HEADER))
      await new Promise((r) => setTimeout(r, latencyMs))
  })

  for (const group of ROUTE_GROUPS) app.route('/', group.router)

  // Unknown paths and wrong methods both land here; nothing else may set NO_ROUTE_HEADER.
  app.notFound((c) => c.json({ error: 'No route' }, 404, { [NO_ROUTE_HEADER]: '1' }))
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status)
    console.error('[tessera backend]', error)
    // Perhaps stored data damaged after it was checked: check again on the next calls (docs/backend.md).
    store.recheck()
    return c.json(SOMETHING_WENT_WRONG, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
