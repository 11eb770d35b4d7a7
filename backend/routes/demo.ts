import { every } from 'hono/combine'
import { createMiddleware } from 'hono/factory'
import { demoApi, type DemoResetReply, type StoreHealth } from '../../contract/demo'
import { requireAbility, requireAuth } from '../lib/auth'
import { type AppEnv, isSharedServer } from '../lib/env'
import { FORBIDDEN } from '../lib/errors'
import { routeGroup } from '../lib/route'
import { toUserData } from '../lib/passwords'
import { signIn } from '../lib/sessions'

/**
 * "Reset demo data" restores the seed atomically and so ends every session; the caller keeps a new one when its
 * account is one of the seed's. In the browser any signed-in user may reset (the visitor owns the store); the
 * Node server is shared, so there it takes `manage all` (docs/backend.md, "Ownership").
 */
export const demoRoutes = routeGroup().route(demoApi.reset, [requireAuth], async (c) => {
  const { deps, account, ability } = c.var
  if (isSharedServer(deps) && !ability.can('manage', 'all')) return c.json(FORBIDDEN, 403)
  const meta = await deps.store.reset()
  const seeded = (await deps.store.read('accounts')).find(
    (a) => a.id === account.id && a.email === account.email,
  )
  if (!seeded) return c.json(meta satisfies DemoResetReply)
  return c.json({
    ...meta,
    session: { userData: toUserData(seeded), ...(await signIn(deps, seeded.id)) },
  } satisfies DemoResetReply)
})

/**
 * On the shared Node server the repair report is its operator's, asked as every call but `/jwt/*` is: with a bearer
 * token (401 without), of a manage-all account (403 otherwise). In the browser no sign-in is needed: the visitor owns
 * the store, and a damaged `accounts` must be reportable on the login page.
 */
const operator = every(requireAuth, requireAbility('manage', 'all'))
const operatorOnSharedServer = createMiddleware<AppEnv>(async (c, next) =>
  isSharedServer(c.var.deps) ? operator(c, next) : next(),
)

/**
 * What the store repaired since the last call, reported once; the answer names collections only
 * (docs/backend.md, "Stored data that heals").
 */
demoRoutes.route(demoApi.restored, [operatorOnSharedServer], async (c) =>
  c.json(await c.var.deps.store.takeRestored()),
)

/** The store's health, for the operator everywhere: a visitor's own store sets nothing aside. */
demoRoutes.route(demoApi.health, [operator], async (c) =>
  c.json(
    (await c.var.deps.health?.()) ??
      ({ store: c.var.deps.runtime, quarantined: { total: 0, collections: {} } } satisfies StoreHealth),
  ),
)
