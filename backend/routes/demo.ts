import { Hono } from 'hono'
import { requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'

export const RESET_PATH = '/api/demo/reset'
export const RESTORED_PATH = '/api/demo/restored'

/** "Reset demo data": any signed-in user may restore the seed, atomically. */
export const demoRoutes = new Hono<AppEnv>()
  .post(RESET_PATH, requireAuth, async (c) => c.json(await c.var.deps.store.reset()))
  // What the store repaired since the last call, reported once. No sign-in: a damaged `accounts` must be
  // reportable on the login page, and the answer names collections only.
  .post(RESTORED_PATH, async (c) => c.json(await c.var.deps.store.takeRestored()))
