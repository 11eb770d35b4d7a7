import { MANAGE_ALL_ABILITY } from '../../contract/ability'
import {
  authApi,
  EMAIL_TAKEN_MESSAGE,
  INVALID_REFRESH_TOKEN_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type RegisterConflict,
  type UserData,
} from '../../contract/auth'
import { nextId } from '../lib/list'
import { issueTokens, readToken, REFRESH_TOKEN_SECRET } from '../lib/tokens'
import { routeGroup } from '../lib/route'
import type { Account } from '../seed/accounts'

const LOGIN_INVALID = { error: { email: LOGIN_INVALID_MESSAGE } }
const INVALID_REFRESH = { error: INVALID_REFRESH_TOKEN_MESSAGE }

const toUserData = ({ password: _password, ...userData }: Account): UserData => userData
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** `/jwt/*`: the only calls without a bearer token. */
export const authRoutes = routeGroup()
  .route(
    authApi.login,
    [],
    async (c) => {
      const { email, password } = c.req.valid('json')
      const accounts = await c.var.deps.store.read('accounts')
      const account = accounts.find((a) => same(a.email, email) && a.password === password)
      if (!account) return c.json(LOGIN_INVALID, 400)
      return c.json({ userData: toUserData(account), ...(await issueTokens(c.var.deps, account.id)) })
    },
    { onInvalidBody: (c) => c.json(LOGIN_INVALID, 400) },
  )
  .route(authApi.register, [], async (c) => {
    const { email, password, username } = c.req.valid('json')
    const outcome = await c.var.deps.store.update('accounts', (accounts) => {
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
      const account: Account = {
        id: nextId(accounts),
        fullName: username,
        username,
        avatar: '',
        email,
        password,
        role: 'admin',
        ability: MANAGE_ALL_ABILITY,
      }
      accounts.push(account)
      return { account }
    })
    if ('conflict' in outcome) return c.json(outcome.conflict, 200)
    return c.json({
      user: toUserData(outcome.account),
      ...(await issueTokens(c.var.deps, outcome.account.id)),
    })
  })
  .route(
    authApi.refreshToken,
    [],
    async (c) => {
      const id = await readToken(c.var.deps, c.req.valid('json').refreshToken, REFRESH_TOKEN_SECRET)
      const accounts = await c.var.deps.store.read('accounts')
      const account = id === null ? undefined : accounts.find((a) => a.id === id)
      if (!account) return c.json(INVALID_REFRESH, 401)
      return c.json({ userData: toUserData(account), ...(await issueTokens(c.var.deps, account.id)) })
    },
    { onInvalidBody: (c) => c.json(INVALID_REFRESH, 401) },
  )
