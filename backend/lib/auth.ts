import { createMongoAbility } from '@casl/ability'
import { createMiddleware } from 'hono/factory'
import { OWN_ACCOUNT_RULE, type AbilityAction, type AbilitySubject } from '../../contract/ability'
import { type AppAbility, type AppEnv, isSharedServer } from './env'
import { FORBIDDEN, UNAUTHORIZED } from './errors'
import { verifyAccess } from './sessions'

/** Bearer access token → the caller's account and ability, else 401. Attach per route, never on a wildcard. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (!token) return c.json(UNAUTHORIZED, 401)
  // the sessions and the accounts as they were at one moment: on the database, one check of the cache
  const { auth, accounts } = await c.var.deps.store.readMany(['auth', 'accounts'])
  const session = await verifyAccess(c.var.deps, token, auth)
  const account = session && accounts.find((a) => a.id === session.id)
  // a suspended account's tokens stop working at once, not when they run out (routes/users.ts)
  if (!session || !account || account.suspended) return c.json(UNAUTHORIZED, 401)
  c.set('account', account)
  c.set('sessionFamily', session.fam)
  // the role's rules, then the one every signed-in account has on itself (contract/ability.values.ts)
  c.set('ability', createMongoAbility<AppAbility>([...account.ability, OWN_ACCOUNT_RULE]))
  // On a shared server the handlers below see this account's own copy of every personal collection.
  const deps = c.var.deps
  if (isSharedServer(deps)) c.set('deps', { ...deps, store: deps.store.ownedBy(account, String(account.id)) })
  return next()
})

/** 403 unless the caller (after requireAuth) may do `action` on `subject`. */
export const requireAbility = (action: AbilityAction, subject: AbilitySubject) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.ability.can(action, subject)) return c.json(FORBIDDEN, 403)
    return next()
  })
