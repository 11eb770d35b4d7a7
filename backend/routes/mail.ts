import { createMiddleware } from 'hono/factory'
import { mailApi } from '../../contract/mail'
import { requireAuth } from '../lib/auth'
import { type AppEnv, isSharedServer } from '../lib/env'
import { FORBIDDEN } from '../lib/errors'
import { routeGroup } from '../lib/route'

/*
 * The outbox. In the browser the visitor owns the store and its messages, and the forgot-password page (signed out)
 * shows the message it caused: anyone may read it. On the shared Node server it holds other people's reset links:
 * only an account that may `manage all` (the admin).
 */
const outboxReader = createMiddleware<AppEnv>(async (c, next) => {
  if (!isSharedServer(c.var.deps)) return next()
  return requireAuth(c, async () => {
    if (!c.var.ability.can('manage', 'all')) return void (c.res = c.json(FORBIDDEN, 403))
    await next()
  })
})

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export const mailRoutes = routeGroup().route(mailApi.outbox, [outboxReader], async (c) => {
  const { to } = c.req.valid('query')
  const outbox = await c.var.deps.store.read('outbox')
  const messages = outbox.filter((message) => !to || same(message.to, to)).toReversed()
  return c.json({ messages })
})
