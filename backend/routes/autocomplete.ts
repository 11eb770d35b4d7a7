import { Hono } from 'hono'
import { requireAbility, requireAuth } from '../lib/auth'
import type { AppEnv } from '../lib/env'

/** Feeds the autocomplete form demo, hence the Form subject. */
export const autocompleteRoutes = new Hono<AppEnv>().get(
  '/api/autocomplete/data',
  requireAuth,
  requireAbility('read', 'Form'),
  async (c) => c.json({ autoComplete: await c.var.deps.store.read('autocomplete') }),
)
