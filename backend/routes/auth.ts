import {
  ROLE_ABILITIES,
  authApi,
  EMAIL_TAKEN_MESSAGE,
  INVALID_REFRESH_TOKEN_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  TOO_MANY_SIGN_INS_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type RegisterConflict,
} from '../../contract/auth'
import { endSession, rotate, signIn, startSession } from '../lib/sessions'
import { routeGroup } from '../lib/route'
import { checkPassword, credentialOf, hashPassword, setPasswordHash, toUserData } from '../lib/passwords'
import { randomKey } from '../seed/auth'
import type { Account } from '../seed/accounts'

const LOGIN_INVALID = { error: { email: LOGIN_INVALID_MESSAGE } }
const INVALID_REFRESH = { error: INVALID_REFRESH_TOKEN_MESSAGE }
const TOO_MANY_SIGN_INS = { error: { email: TOO_MANY_SIGN_INS_MESSAGE } }

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** `/jwt/*`: the only calls without a bearer token. */
export const authRoutes = routeGroup()
  .route(
    authApi.login,
    [],
    async (c) => {
      const { email, password } = c.req.valid('json')
      const limiter = c.var.deps.signInLimiter
      const client = c.var.deps.clientAddress?.(c) ?? ''
      const wait = (await limiter?.waitFor(email, client)) ?? 0
      if (wait > 0) return c.json(TOO_MANY_SIGN_INS, 429, { 'retry-after': String(wait) })
      const store = c.var.deps.store
      const account = (await store.read('accounts')).find((a) => same(a.email, email))
      // checked outside the store's queue: the hash takes tens of milliseconds, other calls need not wait
      const { ok, upgrade } = await checkPassword(account, password)
      if (!account || !ok) {
        await limiter?.failed(email, client)
        return c.json(LOGIN_INVALID, 400)
      }
      await limiter?.succeeded(email, client)
      const credential = credentialOf(account)
      if (upgrade)
        await store.update('accounts', (accounts) => {
          const stored = accounts.find((a) => a.id === account.id)
          // unless the password changed meanwhile
          if (stored && credentialOf(stored) === credential) setPasswordHash(stored, upgrade)
        })
      return c.json({ userData: toUserData(account), ...(await signIn(c.var.deps, account.id)) })
    },
    { onInvalidBody: (c) => c.json(LOGIN_INVALID, 400) },
  )
  .route(authApi.register, [], async (c) => {
    const { email, password, username } = c.req.valid('json')
    const secrets = await c.var.deps.secrets()
    const passwordHash = await hashPassword(password)
    const outcome = await c.var.deps.store.updateMany(['accounts', 'auth'], async ({ accounts, auth }) => {
      const emailTaken = accounts.some((a) => same(a.email, email))
      const usernameTaken = accounts.some((a) => same(a.username, username))
      if (emailTaken || usernameTaken) {
        const conflict: RegisterConflict = {
          error: {
            email: emailTaken ? EMAIL_TAKEN_MESSAGE : null,
            username: usernameTaken ? USERNAME_TAKEN_MESSAGE : null,
          },
        }
        return { conflict }
      }
      // ids are never reused: a token issued to a deleted account must not open the next one
      const id = Math.max(auth.lastAccountId, ...accounts.map((a) => a.id)) + 1
      auth.lastAccountId = id
      auth.accountKeys[String(id)] = randomKey()
      const account: Account = {
        id,
        fullName: username,
        username,
        avatar: '',
        email,
        passwordHash,
        role: c.var.deps.newAccountRole,
        ability: ROLE_ABILITIES[c.var.deps.newAccountRole],
      }
      accounts.push(account)
      return { account, tokens: await startSession(c.var.deps, secrets, auth, id) }
    })
    if ('conflict' in outcome) return c.json(outcome.conflict, 200)
    return c.json({ user: toUserData(outcome.account), ...outcome.tokens })
  })
  .route(
    authApi.refreshToken,
    [],
    async (c) => {
      const rotated = await rotate(c.var.deps, c.req.valid('json').refreshToken)
      const accounts = await c.var.deps.store.read('accounts')
      const account = rotated && accounts.find((a) => a.id === rotated.accountId)
      if (!account) return c.json(INVALID_REFRESH, 401)
      return c.json({ userData: toUserData(account), ...rotated.tokens })
    },
    { onInvalidBody: (c) => c.json(INVALID_REFRESH, 401) },
  )
  // Sign-out: always 200 for a well-formed body, so it says nothing about the token it was given.
  .route(authApi.logout, [], async (c) => {
    await endSession(c.var.deps, c.req.valid('json').refreshToken)
    return c.body(null, 204)
  })
