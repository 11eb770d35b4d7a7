import { demoApi } from '../../contract/demo'
import { requireAuth } from '../lib/auth'
import { routeGroup } from '../lib/route'

/** "Reset demo data": any signed-in user may restore the seed, atomically. */
export const demoRoutes = routeGroup().route(demoApi.reset, [requireAuth], async (c) =>
  c.json(await c.var.deps.store.reset()),
)
