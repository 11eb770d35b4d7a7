/**
 * The users calls as table rows (see cases.ts): reads against the seed first, then add → update → delete, each
 * followed by the read that proves it. Rejected calls must leave the store as it was (cases.test.ts checks).
 */
import { accountApi } from '../../contract/account'
import { ACCOUNT_SUSPENDED_MESSAGE, authApi } from '../../contract/auth'
import {
  CANNOT_SUSPEND_SELF_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  NO_SIGN_IN_ACCOUNT_MESSAGE,
  ONE_PRIMARY_CARD_MESSAGE,
  FULL_NAME_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  USER_PLANS,
  USER_ROLES,
  USER_SORT_COLUMNS,
  USER_STATUSES,
  USERNAME_IN_USE_MESSAGE,
  usersApi,
  userReplySchema,
  usersReplySchema,
  userSecurityReplySchema,
  type User,
  type UserActivity,
} from '../../contract/users'
import { sortItems } from '../lib/list'
import { buildSeed } from '../seed'
import type { ApiCase, ApiReply, Expect, Session } from './cases'
import { del, get, post, type RequestQuery } from './requests'

const USERS = buildSeed(new Date()).users
const admin = (s: Session) => s.admin.accessToken
const list = (query: RequestQuery) => (s: Session) => get(usersApi.list, admin(s), query)
const ids = (users: User[]) => users.map((user) => user.id)

const expectPage =
  (expected: User[], total = expected.length) =>
  ({ body }: ApiReply, expect: Expect) => {
    expect(usersReplySchema.safeParse(body).error).toBe(undefined)
    expect(ids(body.users)).toEqual(ids(expected))
    expect(body.total).toBe(total)
  }

const FIRST = USERS[0]
const NEW_ID = Math.max(...ids(USERS)) + 1
const NEW_USER = {
  fullName: '  Ines Tilemaker ',
  username: 'ines.tilemaker',
  email: 'ines@tilemaker.test',
  company: 'Grout Logistics',
  country: 'Portugal',
  contact: '+351 912 345 678',
  role: 'editor',
  currentPlan: 'team',
}
const UNKNOWN = 999
const byName = (a: User, b: User) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' })

/**
 * The list's order as the route's own path defines it (backend/routes/users.ts): by id, then a stable sort on the
 * column (Intl.Collator for text), so ties stay by id in both directions. Every store must answer it.
 */
const sortedLike = <T extends { id: number }>(rows: readonly T[], column: keyof T, sort: 'asc' | 'desc') =>
  sortItems(
    rows.toSorted((a, b) => a.id - b.id),
    column,
    sort,
  )
const DIRECTIONS = ['asc', 'desc'] as const

/** Every sort in both directions over the seed, and pages whose edges fall inside runs of ties. */
const SORTED_READS: ApiCase[] = [
  ...USER_SORT_COLUMNS.flatMap((sortColumn) =>
    DIRECTIONS.map((sort): ApiCase => ({
      name: `users list sortColumn=${sortColumn}&sort=${sort}: every user, ties by id`,
      request: list({ sortColumn, sort, perPage: 100 }),
      status: 200,
      check: expectPage(sortedLike(USERS, sortColumn, sort)),
    })),
  ),
  {
    name: 'users list sorted by role, descending, page 3 of 7: a page edge inside a run of one role',
    request: list({ sortColumn: 'role', sort: 'desc', page: 3, perPage: 7 }),
    status: 200,
    check: expectPage(sortedLike(USERS, 'role', 'desc').slice(14, 21), 50),
  },
  {
    name: 'users list sorted by company, last page: what is left, the true total',
    request: list({ sortColumn: 'company', page: 6, perPage: 9 }),
    status: 200,
    check: expectPage(sortedLike(USERS, 'company', 'asc').slice(45), 50),
  },
  {
    name: 'users list sorted past the last page: empty, the true total',
    request: list({ sortColumn: 'country', sort: 'desc', page: 9, perPage: 7 }),
    status: 200,
    check: expectPage([], 50),
  },
  {
    name: 'users list: status and plan filters with a descending sort on the role',
    request: list({ status: 'active', currentPlan: 'team', sortColumn: 'role', sort: 'desc', perPage: 100 }),
    status: 200,
    check: expectPage(
      sortedLike(
        USERS.filter((u) => u.status === 'active' && u.currentPlan === 'team'),
        'role',
        'desc',
      ),
    ),
  },
  {
    name: 'users list: a search with a sort on the email, second page of 2',
    request: list({ q: 'a', sortColumn: 'email', page: 2, perPage: 2 }),
    status: 200,
    check: (reply, expect) => {
      const found = USERS.filter((u) => /a/i.test(u.username) || /a/i.test(u.fullName))
      expectPage(sortedLike(found, 'email', 'asc').slice(2, 4), found.length)(reply, expect)
    },
  },
]

const READS: ApiCase[] = [
  {
    name: 'users all-data: a bare array of the 50 seeded users',
    request: (s) => get(usersApi.allData, admin(s)),
    status: 200,
    check: ({ body }, expect) => {
      expect(body).toHaveLength(50)
      expect(ids(body)).toEqual(ids(USERS))
    },
  },
  {
    name: 'users list: first page of 10 by id, total 50',
    request: list(''),
    status: 200,
    check: expectPage(USERS.slice(0, 10), 50),
  },
  {
    name: 'users list: page 3 of 25 is empty with the true total',
    request: list('page=3&perPage=25'),
    status: 200,
    check: expectPage([], 50),
  },
  {
    name: 'users list: perPage is capped at 100',
    request: list('perPage=500'),
    status: 200,
    check: expectPage(USERS, 50),
  },
  ...USER_ROLES.map((role): ApiCase => ({
    name: `users list role=${role}`,
    request: list({ role, perPage: 100 }),
    status: 200,
    check: (reply, expect) => {
      expectPage(USERS.filter((u) => u.role === role))(reply, expect)
      expect(reply.body.total).toBeGreaterThan(0)
    },
  })),
  ...USER_PLANS.map((currentPlan): ApiCase => ({
    name: `users list currentPlan=${currentPlan}`,
    request: list({ currentPlan, perPage: 100 }),
    status: 200,
    check: expectPage(USERS.filter((u) => u.currentPlan === currentPlan)),
  })),
  ...USER_STATUSES.map((status): ApiCase => ({
    name: `users list status=${status}`,
    request: list({ status, perPage: 100 }),
    status: 200,
    check: expectPage(USERS.filter((u) => u.status === status)),
  })),
  {
    name: 'users list: filters combine',
    request: list({ role: 'admin', status: 'active', perPage: 100 }),
    status: 200,
    check: expectPage(USERS.filter((u) => u.role === 'admin' && u.status === 'active')),
  },
  {
    name: 'users list q matches the full name, case-insensitively and trimmed',
    request: list({ q: `  ${FIRST.fullName.toUpperCase()} `, perPage: 100 }),
    status: 200,
    check: (reply, expect) => {
      expectPage(USERS.filter((u) => u.fullName === FIRST.fullName))(reply, expect)
      expect(reply.body.total).toBe(1)
    },
  },
  {
    name: 'users list q matches the username',
    request: list({ q: FIRST.username, perPage: 100 }),
    status: 200,
    check: ({ body }, expect) => expect(ids(body.users)).toContain(FIRST.id),
  },
  {
    name: 'users list q does not search the email domain',
    request: list({ q: '.test' }),
    status: 200,
    check: expectPage([], 0),
  },
  {
    name: 'users list sortColumn=fullName&sort=desc',
    request: list({ sortColumn: 'fullName', sort: 'desc', perPage: 100 }),
    status: 200,
    check: expectPage(USERS.toSorted(byName).toReversed()),
  },
  {
    name: 'users list sortColumn=fullName (asc by default)',
    request: list({ sortColumn: 'fullName', perPage: 5 }),
    status: 200,
    check: expectPage(USERS.toSorted(byName).slice(0, 5), 50),
  },
  ...[
    'role=owner',
    'currentPlan=free',
    'status=gone',
    'sortColumn=password',
    'sort=up',
    'page=0',
    'perPage=-1',
  ].map((query): ApiCase => ({
    name: `users list rejects ${query}`,
    request: list(query),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual([query.split('=')[0]]),
  })),
  {
    name: 'users user: one user by id',
    request: (s) => get(usersApi.user, admin(s), { id: FIRST.id }),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual({ user: FIRST }),
  },
  {
    name: 'users user: unknown id is a 404',
    request: (s) => get(usersApi.user, admin(s), { id: UNKNOWN }),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'User not found' }),
  },
  {
    name: 'users user: id not a positive integer is a 400',
    request: (s) => get(usersApi.user, admin(s), 'id=abc'),
    status: 400,
  },
  {
    name: 'users list without a token: 401',
    request: () => get(usersApi.list),
    status: 401,
  },
  {
    name: 'users list as the client role: 403',
    request: (s) => get(usersApi.list, s.client.accessToken),
    status: 403,
  },
  {
    name: 'users add-user as the client role: 403, nothing added',
    request: (s) => post(usersApi.addUser, NEW_USER, s.client.accessToken),
    status: 403,
  },
]

const addUser = (body: unknown) => (s: Session) => post(usersApi.addUser, body, admin(s))

const ADMIN_USER = USERS.find((user) => user.accountId === 1) as User
const CLIENT_USER = USERS.find((user) => user.accountId === 2) as User
const clientLogin = () => post(authApi.login, { email: 'client@demo.com', password: 'client' })
const CARD = { brand: 'visa', holder: 'Ines Tilemaker', last4: '4242', expiry: '09/29', primary: true }

/** Suspending a person who has a sign-in account stops them signing in; activating them lets them in again. */
const SUSPENSION: ApiCase[] = [
  {
    name: 'users update-user: an admin cannot suspend their own user, nothing changes',
    request: (s) => post(usersApi.updateUser, { id: ADMIN_USER.id, status: 'inactive' }, admin(s)),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { status: CANNOT_SUSPEND_SELF_MESSAGE } }),
  },
  {
    name: "users update-user: suspending the client's user",
    request: (s) => post(usersApi.updateUser, { id: CLIENT_USER.id, status: 'inactive' }, admin(s)),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.user.status).toBe('inactive'),
  },
  {
    name: 'login: a suspended account is refused with the right password (403)',
    request: clientLogin,
    status: 403,
    check: ({ body }, expect) => expect(body).toEqual({ error: { email: ACCOUNT_SUSPENDED_MESSAGE } }),
  },
  {
    name: 'login: a suspended account with a wrong password gets the usual answer',
    request: () => post(authApi.login, { email: 'client@demo.com', password: 'wrong-one' }),
    status: 400,
    mutates: true,
  },
  {
    name: "users update-user: activating the client's user again",
    request: (s) => post(usersApi.updateUser, { id: CLIENT_USER.id, status: 'active' }, admin(s)),
    status: 200,
    mutates: true,
  },
  {
    name: 'login: the activated account signs in again',
    request: clientLogin,
    status: 200,
    mutates: true,
  },
]

/** The view's Billing, Notifications and Connections tabs save through update-user. */
const SETTINGS: ApiCase[] = [
  {
    name: 'users user: a seeded user has a billing address and a primary card',
    request: (s) => get(usersApi.user, admin(s), { id: FIRST.id }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.user.billingAddress).toMatchObject({ company: FIRST.company, billingEmail: FIRST.email })
      expect(body.user.cards.filter((card: { primary: boolean }) => card.primary)).toHaveLength(1)
    },
  },
  {
    name: 'users update-user: cards, billing address, notifications and connections are saved',
    request: (s) =>
      post(
        usersApi.updateUser,
        {
          id: NEW_ID,
          cards: [CARD, { ...CARD, brand: 'amex', last4: '0005', primary: false }],
          billingAddress: {
            company: 'Grout Logistics',
            billingEmail: 'billing@tilemaker.test',
            taxId: 'TAX-1',
            vatNumber: 'VAT1',
            address: '1 Kiln Street',
            country: 'Portugal',
            zipCode: '1000-001',
          },
          notifications: { newForYou: ['email'], accountActivity: [], newBrowser: ['app'], newDevice: [] },
          connections: ['github', 'slack'],
        },
        admin(s),
      ),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.user).toMatchObject({
        cards: [
          { last4: '4242', primary: true },
          { brand: 'amex', primary: false },
        ],
        billingAddress: { billingEmail: 'billing@tilemaker.test', zipCode: '1000-001' },
        notifications: { newForYou: ['email'], newBrowser: ['app'] },
        connections: ['github', 'slack'],
      }),
  },
  {
    name: 'users update-user: two primary cards, a long card number and an unknown app are field errors',
    request: (s) =>
      post(
        usersApi.updateUser,
        {
          id: NEW_ID,
          cards: [CARD, { ...CARD, last4: '4242424242424242' }],
          connections: ['myspace'],
        },
        admin(s),
      ),
    status: 400,
    check: ({ body }, expect) => {
      expect(Object.keys(body.error)).toContain('cards.1.last4')
      expect(body.error['connections.0']).toContain('Must be one of')
    },
  },
  {
    name: 'users update-user: two primary cards are refused',
    request: (s) =>
      post(usersApi.updateUser, { id: NEW_ID, cards: [CARD, { ...CARD, last4: '1111' }] }, admin(s)),
    status: 400,
    check: ({ body }, expect) => expect(body.error.cards).toBe(ONE_PRIMARY_CARD_MESSAGE),
  },
  {
    name: 'users set-password: a user without a sign-in account is a 409',
    request: (s) => post(usersApi.setPassword, { id: NEW_ID, password: 'tiles-and-grout' }, admin(s)),
    status: 409,
    check: ({ body }, expect) => expect(body).toEqual({ error: NO_SIGN_IN_ACCOUNT_MESSAGE }),
  },
  {
    name: 'users set-password: a short password is a field error',
    request: (s) => post(usersApi.setPassword, { id: CLIENT_USER.id, password: 'abc' }, admin(s)),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['password']),
  },
  {
    name: 'users set-password: unknown id is a 404',
    request: (s) => post(usersApi.setPassword, { id: UNKNOWN, password: 'tiles-and-grout' }, admin(s)),
    status: 404,
  },
  {
    name: 'users set-password as the client role: 403',
    request: (s) =>
      post(usersApi.setPassword, { id: CLIENT_USER.id, password: 'tiles-and-grout' }, s.client.accessToken),
    status: 403,
  },
]

const WRITES: ApiCase[] = [
  {
    name: 'users add-user: missing name, bad email and unknown role are field errors',
    request: addUser({ ...NEW_USER, fullName: ' ', email: 'not-an-address', role: 'owner' }),
    status: 400,
    check: ({ body }, expect) => {
      expect(body.error.fullName).toBe(FULL_NAME_REQUIRED_MESSAGE)
      expect(body.error.email).toBe(INVALID_EMAIL_MESSAGE)
      expect(body.error.role).toContain('Must be one of')
    },
  },
  {
    name: 'users add-user: a taken email and username (any case) are field errors',
    request: addUser({ ...NEW_USER, email: FIRST.email.toUpperCase(), username: FIRST.username }),
    status: 400,
    check: ({ body }, expect) =>
      expect(body).toEqual({ error: { email: EMAIL_IN_USE_MESSAGE, username: USERNAME_IN_USE_MESSAGE } }),
  },
  {
    name: 'users add-user: an unknown key is a 400',
    request: addUser({ ...NEW_USER, id: 1 }),
    status: 400,
  },
  {
    name: 'users add-user: a name over 200 characters is a 400',
    request: addUser({ ...NEW_USER, fullName: 'x'.repeat(201) }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['fullName']),
  },
  {
    name: 'users add-user: 201 with the new user, id = max + 1, trimmed, status pending',
    request: addUser(NEW_USER),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => {
      expect(userReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.user).toEqual({
        ...NEW_USER,
        fullName: 'Ines Tilemaker',
        id: NEW_ID,
        status: 'pending',
        avatar: '',
        activity: [{ at: body.user.activity?.[0]?.at, kind: 'created' }],
      })
    },
  },
  {
    // with no filter the total is the list's size, not a count (docs/backend.md, "List calls"): it must follow adds
    name: 'users list, unfiltered: the added user on the last page, total 51',
    request: list({ page: 6, perPage: 10 }),
    status: 200,
    check: expectPage([{ ...FIRST, id: NEW_ID }], 51),
  },
  {
    name: 'users list finds the added user by name',
    request: list({ q: 'tilemaker' }),
    status: 200,
    check: ({ body }, expect) => expect(ids(body.users)).toEqual([NEW_ID]),
  },
  {
    name: 'users update-user: changes the given fields only',
    request: (s) =>
      post(usersApi.updateUser, { id: NEW_ID, status: 'active', currentPlan: 'enterprise' }, admin(s)),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.user).toMatchObject({
        id: NEW_ID,
        status: 'active',
        currentPlan: 'enterprise',
        role: 'editor',
      }),
  },
  {
    name: 'users update-user: a user may keep their own email',
    request: (s) => post(usersApi.updateUser, { id: NEW_ID, email: NEW_USER.email }, admin(s)),
    status: 200,
    mutates: true,
  },
  {
    name: "users update-user: another user's username is a field error",
    request: (s) => post(usersApi.updateUser, { id: NEW_ID, username: FIRST.username }, admin(s)),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { username: USERNAME_IN_USE_MESSAGE } }),
  },
  {
    name: 'users update-user: unknown id is a 404',
    request: (s) => post(usersApi.updateUser, { id: UNKNOWN, status: 'active' }, admin(s)),
    status: 404,
  },
  {
    name: 'users update-user: a bad status is a field error',
    request: (s) => post(usersApi.updateUser, { id: NEW_ID, status: 'asleep' }, admin(s)),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['status']),
  },
  {
    name: 'users user: the activity log has the adding and the plan change',
    request: (s) => get(usersApi.user, admin(s), { id: NEW_ID }),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.user.activity?.map(({ kind, to }: UserActivity) => `${kind} ${to ?? ''}`.trim())).toEqual([
        'created',
        'currentPlan enterprise',
        'status active',
      ]),
  },
  {
    name: 'users update-user: the Information and Social fields are saved',
    request: (s) =>
      post(
        usersApi.updateUser,
        {
          id: NEW_ID,
          birthDate: '1990-04-12',
          phone: '+351 210 000 111',
          languages: 'English, Portuguese',
          gender: 'other',
          contactOptions: ['email', 'phone'],
          github: 'https://github.com/tilemaker',
        },
        admin(s),
      ),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body.user).toMatchObject({
        birthDate: '1990-04-12',
        languages: 'English, Portuguese',
        contactOptions: ['email', 'phone'],
        github: 'https://github.com/tilemaker',
      }),
  },
  {
    name: 'users update-user: a bad date, link and contact option are field errors, nothing changes',
    request: (s) =>
      post(
        usersApi.updateUser,
        {
          id: NEW_ID,
          birthDate: '1990-02-30',
          twitter: 'not a link',
          contactOptions: ['pigeon'],
          phone: '1',
        },
        admin(s),
      ),
    status: 400,
    check: ({ body }, expect) =>
      expect(Object.keys(body.error).sort()).toEqual(['birthDate', 'contactOptions.0', 'twitter']),
  },
  {
    name: 'users update-user: a picture over the limit is a field error',
    request: (s) =>
      post(
        usersApi.updateUser,
        { id: NEW_ID, avatar: `data:image/png;base64,${'A'.repeat(200_001)}` },
        admin(s),
      ),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['avatar']),
  },
  ...SETTINGS,
  {
    name: 'users user reads the update back',
    request: (s) => get(usersApi.user, admin(s), { id: NEW_ID }),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.user).toMatchObject({ status: 'active', currentPlan: 'enterprise' }),
  },
  {
    name: 'users delete: unknown id is a 404',
    request: (s) => del(usersApi.deleteUser, admin(s), { id: UNKNOWN }),
    status: 404,
  },
  {
    name: 'users delete: 200 with the deleted user',
    request: (s) => del(usersApi.deleteUser, admin(s), { id: NEW_ID }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.user.id).toBe(NEW_ID),
  },
  {
    name: 'users user: a deleted user is a 404',
    request: (s) => get(usersApi.user, admin(s), { id: NEW_ID }),
    status: 404,
  },
  {
    name: 'users list, unfiltered: after the delete, the last page and the total are the seed’s again',
    request: list({ page: 5, perPage: 10 }),
    status: 200,
    check: expectPage(USERS.slice(40), 50),
  },
]

/*
 * An admin's view of a person's security: the client's sessions, one of them (a sign-in these rows make) signed
 * out by the admin. The rows hand each other the new session's tokens and id through `security`.
 */
const security = { before: [] as string[], tokens: { accessToken: '', refreshToken: '' }, id: '' }
const NO_ACCOUNT_USER = USERS.find((user) => user.accountId === undefined) as User
const sessionIds = (body: { sessions: { id: string }[] }) => body.sessions.map((session) => session.id)
const readSecurity = (id: number) => (s: Session) => get(usersApi.security, admin(s), { id })

const ADMIN_SECURITY: ApiCase[] = [
  {
    name: "users security: the client's two-step state and live sessions, none of them the admin's",
    request: readSecurity(CLIENT_USER.id),
    status: 200,
    check: ({ body }, expect) => {
      expect(userSecurityReplySchema.safeParse(body).error).toBe(undefined)
      expect(body.twoStep).toBe(false)
      expect(body.sessions.length).toBeGreaterThan(0)
      expect(body.sessions.some((session: { current: boolean }) => session.current)).toBe(false)
      security.before = sessionIds(body)
    },
  },
  {
    name: 'users security: the admin looking at themselves sees their own session marked',
    request: readSecurity(ADMIN_USER.id),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1),
  },
  {
    name: 'users security: a user without a sign-in account has two-step off and no sessions',
    request: readSecurity(NO_ACCOUNT_USER.id),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual({ twoStep: false, sessions: [] }),
  },
  {
    name: 'users security: unknown id is a 404',
    request: readSecurity(UNKNOWN),
    status: 404,
  },
  {
    name: 'users security as the client role: 403, even for their own user',
    request: (s) => get(usersApi.security, s.client.accessToken, { id: CLIENT_USER.id }),
    status: 403,
  },
  {
    name: 'users security: the client signs in once more',
    request: clientLogin,
    status: 200,
    mutates: true,
    check: ({ body }) => {
      security.tokens = { accessToken: body.accessToken, refreshToken: body.refreshToken }
    },
  },
  {
    name: 'users security: the new session is listed',
    request: readSecurity(CLIENT_USER.id),
    status: 200,
    check: ({ body }, expect) => {
      const added = sessionIds(body).filter((id) => !security.before.includes(id))
      expect(added).toHaveLength(1)
      security.id = added[0] ?? ''
    },
  },
  {
    name: 'users end-session as the client role: 403, the session lives on',
    request: (s) =>
      del(usersApi.endSession, s.client.accessToken, { id: CLIENT_USER.id, session: security.id }),
    status: 403,
  },
  {
    name: 'users end-session: an unknown session id is a 404',
    request: (s) => del(usersApi.endSession, admin(s), { id: CLIENT_USER.id, session: 'no-such-session' }),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Session not found' }),
  },
  {
    name: "users end-session: another user's session id is a 404",
    request: (s) => del(usersApi.endSession, admin(s), { id: ADMIN_USER.id, session: security.id }),
    status: 404,
  },
  {
    name: 'users end-session: unknown user is a 404',
    request: (s) => del(usersApi.endSession, admin(s), { id: UNKNOWN, session: security.id }),
    status: 404,
  },
  {
    name: "users end-session: the admin signs out the client's new session (204)",
    request: (s) => del(usersApi.endSession, admin(s), { id: CLIENT_USER.id, session: security.id }),
    status: 204,
    mutates: true,
  },
  {
    name: "users end-session: that session's access token stops at once",
    request: () => get(accountApi.sessions, security.tokens.accessToken),
    status: 401,
  },
  {
    name: 'users end-session: the list no longer has it, the older sessions stay',
    request: readSecurity(CLIENT_USER.id),
    status: 200,
    check: ({ body }, expect) => expect(sessionIds(body).toSorted()).toEqual(security.before.toSorted()),
  },
  {
    name: "users end-session: the client's own earlier session still works",
    request: (s) => get(accountApi.sessions, s.client.accessToken),
    status: 200,
  },
]

/**
 * Users whose texts tie without regard to case, hold punctuation and numbers (ordered by the database's sort key,
 * migration 007), or accents and letters outside ASCII (ordered by the collator in JavaScript): each sort in both
 * directions must come back in the route's own order on every store. `sortplain` and `sortaccent` in the usernames
 * pick each group out; they are added in this order, so by id too, and deleted at the end.
 */
const ORDER_USERS = [
  ['anna berg', 'sortplain.a', 'anna@berg.test', 'Kiln & Co', 'Chile', 'editor', 'team', 'active'],
  ['Anna Berg', 'sortplain_a', 'anna1@berg.test', 'kiln & co', 'chile', 'editor', 'basic', 'pending'],
  ['Anna Berg 10', 'sortplain-a', 'anna10@berg.test', 'Kiln 10', 'Chile', 'admin', 'team', 'active'],
  ['Anna Berg 9', 'sortplain9', 'anna9@berg.test', 'Kiln 9', '', 'editor', 'team', 'inactive'],
  ['Anna-Berg', 'sortplain10', 'anna-b@berg.test', '', 'Peru', 'subscriber', 'enterprise', 'active'],
  ["Anna O'Berg", 'SORTPLAIN.b', 'anna_b@berg.test', 'Kiln, Co', 'Chile', 'editor', 'team', 'active'],
  ['Émile Zola', 'sortaccent.e', 'emile@zola.test', 'Café Ñu', 'Perú', 'editor', 'team', 'active'],
  ['emile zola', 'sortaccent.f', 'emile2@zola.test', 'cafe nu', 'Peru', 'author', 'basic', 'active'],
  ['Zoë Ørsted', 'sortaccent.z', 'zoe@orsted.test', 'Ørsted', 'Danmark', 'editor', 'company', 'pending'],
  ['Åsa Öberg', 'sortaccent.a', 'asa@oberg.test', 'Öberg AB', 'Sverige', 'maintainer', 'team', 'active'],
].map(([fullName, username, email, company, country, role, currentPlan, status], index) => ({
  // the order they are added in: ids rise with it
  id: index,
  fullName,
  username,
  email,
  company,
  country,
  role,
  currentPlan,
  status,
}))
type OrderUser = (typeof ORDER_USERS)[number]
/** The id of the first of them: NEW_USER is the only user added before. */
const FIRST_ORDER_ID = NEW_ID + 1
const usernames = (users: readonly { username: string }[]) => users.map((user) => user.username)
const expectUsernames =
  (expected: readonly OrderUser[]) =>
  ({ body }: ApiReply, expect: Expect) => {
    expect(usernames(body.users)).toEqual(usernames(expected))
    expect(body.total).toBe(expected.length)
  }
const inGroup = (group: string) => ORDER_USERS.filter((user) => user.username.toLowerCase().includes(group))

const LIST_ORDER: ApiCase[] = [
  ...ORDER_USERS.map(({ id, ...fields }): ApiCase => ({
    name: `users add-user: ${fields.fullName}, for the list order cases`,
    request: addUser({ ...fields, contact: '' }),
    status: 201,
    mutates: true,
    check: ({ body }, expect) => expect(body.user.id).toBe(FIRST_ORDER_ID + id),
  })),
  ...['sortplain', 'sortaccent'].flatMap((group) =>
    USER_SORT_COLUMNS.flatMap((sortColumn) =>
      DIRECTIONS.map((sort): ApiCase => ({
        name: `users list q=${group}&sortColumn=${sortColumn}&sort=${sort}: the route's order, ties by id`,
        request: list({ q: group, sortColumn, sort, perPage: 100 }),
        status: 200,
        check: expectUsernames(sortedLike(inGroup(group), sortColumn, sort)),
      })),
    ),
  ),
  {
    name: 'users list: a role filter with a descending sort on the company, second page of 2',
    request: list({
      q: 'SortPlain',
      role: 'editor',
      sortColumn: 'company',
      sort: 'desc',
      page: 2,
      perPage: 2,
    }),
    status: 200,
    check: ({ body }, expect) => {
      const editors = inGroup('sortplain').filter((user) => user.role === 'editor')
      expect(usernames(body.users)).toEqual(usernames(sortedLike(editors, 'company', 'desc').slice(2, 4)))
      expect(body.total).toBe(editors.length)
    },
  },
  {
    name: 'users list: accented names sorted with a plan filter, last page',
    request: list({ q: 'sortaccent', currentPlan: 'team', sortColumn: 'fullName', page: 2, perPage: 1 }),
    status: 200,
    check: ({ body }, expect) => {
      const team = inGroup('sortaccent').filter((user) => user.currentPlan === 'team')
      expect(usernames(body.users)).toEqual(usernames(sortedLike(team, 'fullName', 'asc').slice(1, 2)))
      expect(body.total).toBe(team.length)
    },
  },
  // as String.toLowerCase: É is é, and é is not e
  ...[
    ['ÉMILE', ['sortaccent.e']],
    ['EMILE', ['sortaccent.f']],
    [' zoë ', ['sortaccent.z']],
    ['ÖBERG', ['sortaccent.a']],
  ].map(([q, expected]): ApiCase => ({
    name: `users list q=${String(q)} matches without regard to case, accents as written`,
    request: list({ q: String(q), sortColumn: 'username' }),
    status: 200,
    check: ({ body }, expect) => expect(usernames(body.users)).toEqual(expected),
  })),
  ...ORDER_USERS.map(({ fullName, id }): ApiCase => ({
    name: `users delete: ${fullName}, after the list order cases`,
    request: (s) => del(usersApi.deleteUser, admin(s), { id: FIRST_ORDER_ID + id }),
    status: 200,
    mutates: true,
  })),
]

export const USER_CASES: ApiCase[] = [
  ...READS,
  ...SORTED_READS,
  ...WRITES,
  ...SUSPENSION,
  ...ADMIN_SECURITY,
  ...LIST_ORDER,
]
