import { Hono } from 'hono'
import { requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'

export const RESET_PATH = '/api/demo/reset'

/** "Reset demo data": any signed-in user may restore the seed, atomically. */
export const demoRoutes = new Hono<AppEnv>().post(RESET_PATH, requireAuth, async (c) =>
  c.json(await c.var.deps.store.reset()),
)
