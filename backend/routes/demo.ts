import { demoApi, type DemoResetReply } from '../../contract/demo'
import { requireAuth } from '../lib/auth'
import { isSharedServer } from '../lib/env'
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
 * What the store repaired since the last call, reported once. No sign-in: a damaged `accounts` must be
 * reportable on the login page, and the answer names collections only (docs/backend.md, "Stored data that heals").
 */
demoRoutes.route(demoApi.restored, [], async (c) => c.json(await c.var.deps.store.takeRestored()))
