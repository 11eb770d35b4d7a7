import {
  CANNOT_SUSPEND_SELF_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  NO_SIGN_IN_ACCOUNT_MESSAGE,
  USERNAME_IN_USE_MESSAGE,
  USERS_DEFAULT_PER_PAGE,
  usersApi,
  type User,
  type UserReply,
  type UserSecurityReply,
  type UsersReply,
} from '../../contract/users'
import { requireAbility, requireAuth } from '../lib/auth'
import { hashPassword, setPasswordHash } from '../lib/passwords'
import { pruneResets } from '../lib/password-reset'
import { endAccountSessions, listSessions, revokeAccountSessions } from '../lib/sessions'
import { ApiError, notFound } from '../lib/errors'
import { pageWindow, searchItems, sortItems } from '../lib/list'
import { assertRoomFor } from '../lib/quota'
import { routeGroup } from '../lib/route'
import { changeUser } from '../lib/user-changes'

const read = [requireAuth, requireAbility('read', 'User')]
const write = [requireAuth, requireAbility('manage', 'User')]

function findUser(users: User[], id: number): User {
  const user = users.find((u) => u.id === id)
  if (!user) throw notFound('User')
  return user
}

/** Email (whatever its case) and username (likewise) belong to one user only; `self` may keep its own. */
function assertUnique(users: User[], fields: { email?: string; username?: string }, self?: number) {
  const taken = (key: 'email' | 'username', value?: string) =>
    value !== undefined && users.some((u) => u.id !== self && u[key].toLowerCase() === value.toLowerCase())
  const error: Record<string, string> = {}
  if (taken('email', fields.email)) error.email = EMAIL_IN_USE_MESSAGE
  if (taken('username', fields.username)) error.username = USERNAME_IN_USE_MESSAGE
  if (Object.keys(error).length) throw new ApiError(400, { error })
}

export const usersRoutes = routeGroup()
  .route(usersApi.allData, read, async (c) => c.json(await c.var.deps.store.read('users')))
  .route(usersApi.list, read, async (c) => {
    const { q, role, currentPlan, status, sortColumn, sort, ...page } = c.req.valid('query')
    const window = pageWindow(page, USERS_DEFAULT_PER_PAGE)
    // on the database, SQL over the user rows and their indexes; elsewhere the cached collection
    const { items, total } = await c.var.deps.store.list(
      'users',
      (lists, source) => lists.users(source, { q, role, currentPlan, status, sortColumn, sort, ...window }),
      (users) => {
        const filtered = users.filter(
          (user) =>
            (!role || user.role === role) &&
            (!currentPlan || user.currentPlan === currentPlan) &&
            (!status || user.status === status),
        )
        // by id first, so rows that tie on the sort stay by id (the store keeps them in that order already)
        const found = searchItems(filtered, q, ['username', 'fullName']).toSorted((a, b) => a.id - b.id)
        const sorted = sortColumn ? sortItems(found, sortColumn, sort) : found
        return { items: sorted.slice(window.offset, window.offset + window.limit), total: sorted.length }
      },
    )
    return c.json({ users: items, total } satisfies UsersReply)
  })
  .route(usersApi.user, read, async (c) => {
    const user = findUser(await c.var.deps.store.read('users'), c.req.valid('query').id)
    return c.json({ user } satisfies UserReply)
  })
  .route(usersApi.addUser, write, async (c) => {
    const input = c.req.valid('json')
    const user = await c.var.deps.store.update('users', async (users, newId) => {
      assertUnique(users, input)
      const added: User = {
        id: await newId('users'),
        company: '',
        country: '',
        contact: '',
        role: 'subscriber',
        currentPlan: 'basic',
        status: 'pending',
        avatar: '',
        ...input,
        activity: [{ at: new Date(c.var.deps.now()).toISOString(), kind: 'created' }],
      }
      assertRoomFor(c.var.deps.quotas, 'users', users, added)
      users.push(added)
      return added
    })
    return c.json({ user } satisfies UserReply, 201)
  })
  .route(usersApi.updateUser, write, async (c) => {
    const { id, ...changes } = c.req.valid('json')
    const caller = c.var.account.id
    const user = await c.var.deps.store.updateMany(['users', 'accounts'], ({ users, accounts }) => {
      const stored = findUser(users, id)
      assertUnique(users, changes, id)
      // sign-in and token renewal refuse a suspended person (routes/auth.ts), so an admin must not lock themselves out
      if (changes.status === 'inactive' && stored.accountId === caller)
        throw new ApiError(400, { error: { status: CANNOT_SUSPEND_SELF_MESSAGE } })
      const changed = changeUser(stored, changes, new Date(c.var.deps.now()).toISOString())
      // the person's sign-in account follows their status: suspended, it can neither sign in nor call
      const account = accounts.find((a) => a.id === changed.accountId)
      if (account && changed.status === 'inactive') account.suspended = true
      else if (account) delete account.suspended
      return changed
    })
    return c.json({ user } satisfies UserReply)
  })
  .route(usersApi.setPassword, write, async (c) => {
    const { id, password } = c.req.valid('json')
    const user = findUser(await c.var.deps.store.read('users'), id)
    const accountId = user.accountId
    if (accountId === undefined) throw new ApiError(409, { error: NO_SIGN_IN_ACCOUNT_MESSAGE })
    // hashed outside the store's queue: it takes tens of milliseconds
    const passwordHash = await hashPassword(password)
    await c.var.deps.store.updateMany(
      ['accounts', 'auth', 'passwordResets'],
      ({ accounts, auth, passwordResets }) => {
        const account = accounts.find((a) => a.id === accountId)
        if (!account) throw new ApiError(409, { error: NO_SIGN_IN_ACCOUNT_MESSAGE })
        setPasswordHash(account, passwordHash)
        // whoever was signed in with the old password is signed out, and an older reset link stops working
        revokeAccountSessions(auth, accountId)
        pruneResets(passwordResets, c.var.deps.now(), accountId)
      },
    )
    return c.json({ user } satisfies UserReply)
  })
  // another person's sessions and two-step state are an admin's business: reading them needs manage, as writes do
  .route(usersApi.security, write, async (c) => {
    const { accountId } = findUser(await c.var.deps.store.read('users'), c.req.valid('query').id)
    if (accountId === undefined) return c.json({ twoStep: false, sessions: [] } satisfies UserSecurityReply)
    const twoStep = (await c.var.deps.store.read('twoStep'))[String(accountId)]?.enabled ?? false
    const sessions = await listSessions(c.var.deps, accountId, c.var.sessionFamily)
    return c.json({ twoStep, sessions } satisfies UserSecurityReply)
  })
  .route(usersApi.endSession, write, async (c) => {
    const { id, session } = c.req.valid('query')
    const { accountId } = findUser(await c.var.deps.store.read('users'), id)
    const ended =
      accountId === undefined ? 0 : await endAccountSessions(c.var.deps, accountId, { id: session })
    if (ended === 0) throw notFound('Session')
    return c.body(null, 204)
  })
  .route(usersApi.deleteUser, write, async (c) => {
    const { id } = c.req.valid('query')
    // invoices keep their copy of the client, so nothing else changes (docs/api.md, "Users and invoices")
    const user = await c.var.deps.store.updateMany(['users', 'accounts'], ({ users, accounts }) => {
      const stored = findUser(users, id)
      users.splice(users.indexOf(stored), 1)
      // their sign-in account outlives them; a suspension made here must not
      const account = accounts.find((a) => a.id === stored.accountId)
      if (account) delete account.suspended
      return stored
    })
    return c.json({ user } satisfies UserReply)
  })
