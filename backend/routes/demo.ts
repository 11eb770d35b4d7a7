import { Hono } from 'hono'
import { requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'

/** "Reset demo data": any signed-in user may restore the seed, atomically. */
export const demoRoutes = new Hono<AppEnv>().post('/api/demo/reset', requireAuth, async (c) =>
  c.json(await c.var.deps.store.reset()),
)
