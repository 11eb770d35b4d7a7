/**
 * The back end's behaviour as one table, run in order against a fresh store: by Vitest through app.request()
 * (cases.test.ts) and by Playwright through fetch inside the service worker (e2e/backend-worker.spec.ts).
 * Only plain requests and checks here, nothing tied to a runtime.
 */
import { MANAGE_ALL_ABILITY } from '../../contract/ability'
import {
  authApi,
  EMAIL_TAKEN_MESSAGE,
  INVALID_REFRESH_TOKEN_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  loginReplySchema,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  registerReplySchema,
  TOKEN_LIFETIME_SECONDS,
  USERNAME_TAKEN_MESSAGE,
} from '../../contract/auth'
import { datatablesApi, employeeSchema, type Employee } from '../../contract/datatables'
import { autocompleteApi, autocompleteReplySchema } from '../../contract/autocomplete'
import {
  bookmarksReplySchema,
  mainSearchReplySchema,
  searchApi,
  type SearchPage,
} from '../../contract/search'
import { demoApi, demoResetReplySchema } from '../../contract/demo'
import {
  analyticsReplySchemas,
  CARD_PERIODS,
  cardsApi,
  revenueReportYears,
  statisticReplySchemas,
  type CardPeriod,
} from '../../contract/cards'
import { analyticsCards, revenueReport, statisticCards } from '../seed/cards'
import { CHAT_CASES } from './cases-chat'
import { joseSigner } from '../lib/jose-signer'
import { BODY_TOO_LARGE } from '../lib/errors'
import type { TokenSecrets } from '../lib/tokens'
import { buildSeed, SEED_VERSION } from '../seed'
import { CALENDAR_CASES } from './cases-calendar'
import { DATATABLE_SORT_CASES } from './cases-datatables'
import { EMAIL_CASES } from './cases-email'
import { TODO_CASES } from './cases-todo'
import { USER_CASES } from './cases-users'
import { INVOICE_CASES } from './cases-invoices'
import { PAGES_CASES } from './cases-pages'
import { ECOMMERCE_CASES } from './cases-ecommerce'
import { LAUNCH_CASES } from './cases-launch'
import { NOTIFICATION_CASES } from './cases-notifications'
import { PASSWORD_RESET_CASES } from './cases-password-reset'
import { EMAIL_VERIFICATION_CASES } from './cases-email-verification'
import { SECURITY_CASES } from './cases-security'
import { get, post, type RequestQuery } from './requests'

export interface Matchers {
  toBe(expected: unknown): void
  toEqual(expected: unknown): void
  toMatchObject(expected: object): void
  toHaveLength(length: number): void
  toContain(item: unknown): void
  toBeGreaterThan(n: number): void
  not: Matchers
}
/** Vitest's and Playwright's `expect` both fit. */
export type Expect = (actual: unknown) => Matchers

export interface ApiRequest {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  headers?: Record<string, string>
  body?: unknown
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string
}

export interface ApiReply {
  status: number
  // Replies are checked field by field; the contract schemas type them where it matters.
  // oxlint-disable-next-line no-explicit-any
  body: any
  headers: Record<string, string>
}

export type Send = (request: ApiRequest) => Promise<ApiReply>

export interface Session {
  admin: { accessToken: string; refreshToken: string }
  client: { accessToken: string; refreshToken: string }
  expiredAccess: string
  expiredRefresh: string
  wrongSecret: string
}

export interface ApiCase {
  name: string
  request: (session: Session) => ApiRequest
  status: number
  /** Changes stored data; every other case must leave the store as it was. */
  mutates?: boolean
  /**
   * For this case only, the back end's clock (`deps.now`) stands this many milliseconds ahead of the real one: a
   * runner that cannot move the clock (the service worker's) skips the case, so what follows must not rely on
   * what it changed. Keep it under the session tokens' lifetime.
   */
  clockAhead?: number
  check?: (reply: ApiReply, expect: Expect) => void
}

const login = (email: string, password: string): ApiRequest => ({
  method: 'POST',
  path: authApi.login.path,
  body: { email, password },
})

/** The secrets Tessera's first version had in the repo: a token signed with them must never be accepted. */
export const FORMER_REPO_SECRETS = {
  access: 'tessera-demo-access-2f6c1e9a7b',
  refresh: 'tessera-demo-refresh-8d3a5c0f41',
} as const

/**
 * Signs in both sample users and forges the bad tokens the cases need; `readSecrets` gives the back end's own
 * secrets (from the store in Vitest, from IndexedDB in the browser), so an expired token is otherwise valid.
 */
export async function createSession(send: Send, readSecrets: () => Promise<TokenSecrets>): Promise<Session> {
  const signIn = async (email: string, password: string) => {
    const reply = await send(login(email, password))
    if (reply.status !== 200) throw new Error(`Sign-in as ${email} failed: ${reply.status}`)
    return { accessToken: reply.body.accessToken as string, refreshToken: reply.body.refreshToken as string }
  }
  const now = Math.floor(Date.now() / 1000)
  const admin = await signIn('admin@demo.com', 'admin')
  const client = await signIn('client@demo.com', 'client')
  const refresh = decodePayload(admin.refreshToken) as { id: number; sid: string; fam: string; jti: string }
  const secrets = await readSecrets()
  const old = { iat: now - 700, exp: now - 100 }
  return {
    admin,
    client,
    expiredAccess: await joseSigner.sign(
      { id: 1, sid: refresh.sid, fam: refresh.fam, ...old },
      secrets.access,
    ),
    expiredRefresh: await joseSigner.sign({ ...refresh, ...old }, secrets.refresh),
    wrongSecret: await joseSigner.sign(
      { id: 1, sid: refresh.sid, fam: refresh.fam, iat: now, exp: now + 600 },
      FORMER_REPO_SECRETS.access,
    ),
  }
}

const decodePayload = (jwt: string) =>
  JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>

const expectTokens = (body: { accessToken: string; refreshToken: string }, id: number, expect: Expect) => {
  const access = decodePayload(body.accessToken)
  const refresh = decodePayload(body.refreshToken)
  expect(Object.keys(access).sort()).toEqual(['exp', 'fam', 'iat', 'id', 'sid'])
  expect(Object.keys(refresh).sort()).toEqual(['exp', 'fam', 'iat', 'id', 'jti', 'sid'])
  expect([access.id, refresh.id]).toEqual([id, id])
  expect(access.sid).toBe(refresh.sid)
  expect(access.fam).toBe(refresh.fam)
  expect(Number(access.exp) - Number(access.iat)).toBe(TOKEN_LIFETIME_SECONDS)
  expect(Number(refresh.exp) - Number(refresh.iat)).toBe(REFRESH_TOKEN_LIFETIME_SECONDS)
  expect(body.accessToken).not.toBe(body.refreshToken)
}

// The seed's generated fields (all but dates) are the same wherever it runs, so probes can be chosen here.
const SEED = buildSeed(new Date())
const PAGES = SEED.searchPages
const pageId = (link: string) => PAGES.find((page) => page.link === link)!.id
const SEARCHED = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const
const matches = (employee: Employee, q: string) =>
  SEARCHED.some((field) => String(employee[field]).toLowerCase().includes(q.trim().toLowerCase()))

/** A search text that finds some employee through `field` and through no other field of that employee. */
function probe(field: (typeof SEARCHED)[number]): string {
  for (const employee of SEED.employees) {
    const q = String(employee[field])
    const others = SEARCHED.filter((f) => f !== field).some((f) => String(employee[f]).includes(q))
    if (!others) return q
  }
  throw new Error(`No probe for ${field}`)
}

/** Checks a datatables reply against the seed's employees: the right rows (by id), in order, the right page. */
const expectDatatablePage =
  (q: string, page = 1, perPage = 10) =>
  ({ body }: ApiReply, expect: Expect) => {
    const hits = SEED.employees.filter((employee) => matches(employee, q))
    expect(body.total).toBe(hits.length)
    expect((body.invoices as Employee[]).map((row) => row.id)).toEqual(
      hits.slice((page - 1) * perPage, page * perPage).map((row) => row.id),
    )
    // the spec's reply: the page, the number of matches and the whole list (allData) beside them
    expect(Object.keys(body).toSorted()).toEqual(['allData', 'invoices', 'total'])
    expect((body.allData as Employee[]).map((row) => row.id)).toEqual(SEED.employees.map((row) => row.id))
  }

const qCase = (field: (typeof SEARCHED)[number], transform = (q: string) => q): ApiCase => {
  const q = transform(probe(field))
  return {
    name: `datatables q matches ${field} (${q})`,
    request: (s) => get(datatablesApi.data, s.admin.accessToken, `q=${encodeURIComponent(q)}&perPage=100`),
    status: 200,
    check: (reply, expect) => {
      expectDatatablePage(q, 1, 100)(reply, expect)
      expect(reply.body.total).toBeGreaterThan(0)
    },
  }
}

const UNAUTHORIZED = { error: 'Unauthorized' }
const FORBIDDEN = { error: 'Forbidden' }
const NOT_POSITIVE = 'Must be a positive integer'
const NEW_USER = { email: 'mosaic.maker@demo.com', password: 'grout-42', username: 'mosaicmaker' }

/** Every protected GET, for the 401 and 403 rows. */
const PROTECTED = [
  datatablesApi.initialData,
  datatablesApi.data,
  autocompleteApi.data,
  searchApi.mainSearch,
  searchApi.bookmarks,
]

// Dashboard cards: computed per request, so each reply must equal the generator's answer for today.
type CardBuild = (period: CardPeriod, now: Date) => object
interface CardCall {
  api: { path: string }
  build: CardBuild
  schema: { safeParse: (body: unknown) => { error?: unknown } }
}
const CARD_CALLS: CardCall[] = [
  ...Object.entries(analyticsCards).map(([name, build]) => ({
    api: cardsApi[`analytics/${name as keyof typeof analyticsCards}`],
    build: build as CardBuild,
    schema: analyticsReplySchemas[name as keyof typeof analyticsCards],
  })),
  ...Object.entries(statisticCards).map(([name, build]) => ({
    api: cardsApi[`statistics/${name as keyof typeof statisticCards}`],
    build: build as CardBuild,
    schema: statisticReplySchemas[name as keyof typeof statisticCards],
  })),
]
const REVENUE_REPORT = cardsApi['analytics/revenue-report']
const PERIOD_ERROR = { error: { period: `Must be one of: ${CARD_PERIODS.join(', ')}` } }
/** The report's years move with the date: this one and the two before it. */
const REPORT_YEARS = revenueReportYears(new Date())
const YEAR_ERROR = { error: { year: `Must be one of: ${REPORT_YEARS.join(', ')}` } }

/** Every number in a reply, in order: two replies with the same fingerprint show the same figures. */
const numbersOf = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(numbersOf)
      : []
const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0)
const values = (points: { value: number }[]) => points.map((p) => p.value)
const LABEL_FORMAT: Record<string, RegExp> = {
  day: /^\d{4}-\d{2}-\d{2}$/,
  month: /^\d{4}-\d{2}$/,
  weekday: /^(mon|tue|wed|thu|fri|sat|sun)$/,
}

/** The sums and shares each card promises in contract/cards.ts. */
// oxlint-disable-next-line no-explicit-any
function expectCardConsistent(body: any, expect: Expect) {
  if (body.series) {
    expect(body.series.every((p: { label: string }) => LABEL_FORMAT[body.bucket].test(p.label))).toBe(true)
    if (body.average !== undefined && body.peak !== undefined) {
      expect(body.average).toBe(Math.round(sumOf(values(body.series)) / body.series.length))
      expect(body.peak).toBe(Math.max(...values(body.series)))
    } else expect(body.total).toBe(sumOf(values(body.series)))
  }
  if (body.segments) expect(body.total).toBe(sumOf(values(body.segments)))
  if (body.points) {
    expect(body.total).toBe(sumOf(body.points.map((p: { current: number }) => p.current)))
    expect(body.previousTotal).toBe(sumOf(body.points.map((p: { previous: number }) => p.previous)))
    const dates = body.transactions.map((t: { date: string }) => t.date)
    expect(dates).toEqual(dates.toSorted().toReversed())
  }
  if (body.resolved !== undefined) expect(body.total).toBe(body.new + body.open + body.resolved)
  if (body.topProducts) {
    const orders = body.topProducts.map((p: { orders: number }) => p.orders)
    expect(orders).toEqual(orders.toSorted((a: number, b: number) => b - a))
  }
}

const cardGet = (api: { path: string }, query: RequestQuery) => (s: Session) =>
  get(api, s.admin.accessToken, query)

const CARD_CASES: ApiCase[] = [
  ...CARD_CALLS.flatMap(({ api, build, schema }): ApiCase[] => [
    ...CARD_PERIODS.map((period): ApiCase => ({
      name: `${api.path} for ${period}`,
      request: cardGet(api, { period }),
      status: 200,
      check: ({ body }, expect) => {
        expect(schema.safeParse(body).error).toBe(undefined)
        expect(body.period).toBe(period)
        const now = new Date()
        expect(body).toEqual(build(period, now))
        expectCardConsistent(body, expect)
        // Each period has figures of its own.
        for (const other of CARD_PERIODS.filter((p) => p !== period))
          expect(numbersOf(body)).not.toEqual(numbersOf(build(other, now)))
      },
    })),
    {
      name: `${api.path} defaults to Last 28 Days`,
      request: cardGet(api, ''),
      status: 200,
      check: ({ body }, expect) => expect(body).toEqual(build('Last 28 Days', new Date())),
    },
    ...[
      'period=Last%20Week',
      'period=last%2028%20days',
      'period=',
      'period=Last%20Month&period=Last%20Year',
    ].map((query): ApiCase => ({
      name: `${api.path} rejects ${query}`,
      request: cardGet(api, query),
      status: 400,
      check: ({ body }, expect) => expect(body).toEqual(PERIOD_ERROR),
    })),
  ]),
  ...REPORT_YEARS.map((year, back): ApiCase => ({
    name: `${REVENUE_REPORT.path} for ${back === 0 ? 'this year' : `${back} year(s) ago`}`,
    request: cardGet(REVENUE_REPORT, { year }),
    status: 200,
    check: ({ body }, expect) => {
      const now = new Date()
      expect(analyticsReplySchemas['revenue-report'].safeParse(body).error).toBe(undefined)
      expect(body).toEqual(revenueReport(year, now))
      // a past year has twelve months; this year stops at the current month
      const months = back === 0 ? now.getUTCMonth() + 1 : 12
      expect(body.points.map((p: { label: string }) => p.label)).toEqual(
        Array.from({ length: months }, (_, m) => `${year}-${String(m + 1).padStart(2, '0')}`),
      )
      expect(body.totals.earning).toBe(sumOf(body.points.map((p: { earning: number }) => p.earning)))
      expect(body.totals.expense).toBe(sumOf(body.points.map((p: { expense: number }) => p.expense)))
      for (const other of REPORT_YEARS.filter((y) => y !== year))
        expect(numbersOf(body)).not.toEqual(numbersOf(revenueReport(other, now)))
    },
  })),
  {
    name: `${REVENUE_REPORT.path} defaults to this year`,
    request: cardGet(REVENUE_REPORT, ''),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual(revenueReport(REPORT_YEARS[0], new Date())),
  },
  ...[
    `year=${Number(REPORT_YEARS[0]) + 1}`,
    `year=${Number(REPORT_YEARS.at(-1)) - 1}`,
    'year=20',
    'year=',
  ].map((query): ApiCase => ({
    name: `${REVENUE_REPORT.path} rejects ${query}`,
    request: cardGet(REVENUE_REPORT, query),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual(YEAR_ERROR),
  })),
  {
    name: `${REVENUE_REPORT.path} rejects a repeated year`,
    request: cardGet(REVENUE_REPORT, `year=${REPORT_YEARS[0]}&year=${REPORT_YEARS[1]}`),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { year: 'Must be one year' } }),
  },
  // Cards share their series, so the same figure reads the same on every card.
  ...CARD_PERIODS.map((period): ApiCase => ({
    name: `card figures agree across cards for ${period}`,
    request: cardGet(cardsApi['analytics/product-orders'], { period }),
    status: 200,
    check: ({ body }, expect) => {
      const now = new Date()
      const orders = statisticCards.orders(period, now)
      expect(body.total).toBe(orders.total)
      expect(statisticCards['orders-bar-chart'](period, now).total).toBe(orders.total)
      expect(analyticsCards['goal-overview'](period, now).completed).toBe(body.segments[0].value)
      expect(analyticsCards.revenue(period, now).total).toBe(statisticCards.revenue(period, now).total)
      expect(analyticsCards['sessions-device'](period, now).total).toBe(
        analyticsCards['avg-sessions'](period, now).total,
      )
    },
  })),
  // The token is checked before the ability, and both before the query.
  ...[...CARD_CALLS.map((call) => call.api), REVENUE_REPORT].flatMap((api): ApiCase[] => [
    {
      name: `${api.path} without a token is 401`,
      request: () => get(api, undefined, 'period=nonsense&year=nonsense'),
      status: 401,
      check: ({ body }, expect) => expect(body).toEqual(UNAUTHORIZED),
    },
    {
      name: `${api.path} as client is 403`,
      request: (s) => get(api, s.client.accessToken, 'period=nonsense&year=nonsense'),
      status: 403,
      check: ({ body }, expect) => expect(body).toEqual(FORBIDDEN),
    },
  ]),
]

export const API_CASES: ApiCase[] = [
  // Sign-in
  {
    name: 'login as admin',
    request: () => login('admin@demo.com', 'admin'),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(loginReplySchema.safeParse(body).success).toBe(true)
      expect(body.userData).toMatchObject({
        id: 1,
        email: 'admin@demo.com',
        role: 'admin',
        ability: MANAGE_ALL_ABILITY,
        emailVerified: true,
      })
      expect(Object.keys(body.userData).sort()).toEqual(
        ['ability', 'avatar', 'email', 'emailVerified', 'fullName', 'id', 'role', 'username'].sort(),
      )
      expectTokens(body, 1, expect)
    },
  },
  {
    name: 'login as client, email in any case',
    request: () => login(' Client@Demo.com ', 'client'),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.userData).toMatchObject({ id: 2, role: 'client' })
      expect(body.userData.ability).toEqual([
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ])
    },
  },
  ...[
    ['wrong password', { email: 'admin@demo.com', password: 'client' }],
    ['unknown email', { email: 'nobody@demo.com', password: 'admin' }],
    ['no password', { email: 'admin@demo.com' }],
    ['password of the wrong type', { email: 'admin@demo.com', password: 12345 }],
    ['empty body object', {}],
  ].map(([what, body]): ApiCase => ({
    name: `login rejects ${what as string}`,
    request: () => post(authApi.login, body),
    status: 400,
    check: (reply, expect) => expect(reply.body).toEqual({ error: { email: LOGIN_INVALID_MESSAGE } }),
  })),
  {
    name: 'login rejects a body that is not JSON',
    request: () => ({ method: 'POST', path: authApi.login.path, rawBody: 'email=admin@demo.com' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Request body must be JSON' }),
  },

  // Register
  {
    name: 'register creates an admin',
    request: () => post(authApi.register, NEW_USER),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(registerReplySchema.safeParse(body).success).toBe(true)
      expect(body.user).toMatchObject({
        id: 3,
        email: NEW_USER.email,
        username: NEW_USER.username,
        role: 'admin',
      })
      expect(body.user.ability).toEqual(MANAGE_ALL_ABILITY)
      expect(body.user.password).toBe(undefined)
      expect(body.user.passwordHash).toBe(undefined)
      expectTokens(body, 3, expect)
    },
  },
  {
    name: 'the new user can log in at once',
    request: () => login(NEW_USER.email, NEW_USER.password),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.userData).toMatchObject({ id: 3, role: 'admin' }),
  },
  ...[
    ['email and username taken', { email: 'ADMIN@demo.com', username: 'tobias.reyna' }, true, true],
    ['email taken', { email: 'client@demo.com', username: 'someone.new' }, true, false],
    ['username taken', { email: 'someone.new@demo.com', username: 'MosaicMaker' }, false, true],
  ].map(([what, fields, email, username]): ApiCase => ({
    name: `register conflict: ${what as string}`,
    request: () => post(authApi.register, { password: 'long-enough', ...(fields as object) }),
    status: 200,
    check: ({ body }, expect) =>
      expect(body).toEqual({
        error: {
          email: email ? EMAIL_TAKEN_MESSAGE : null,
          username: username ? USERNAME_TAKEN_MESSAGE : null,
        },
      }),
  })),
  {
    name: 'register rejects malformed fields, one message per field',
    request: () => post(authApi.register, { email: 'not-an-address', password: '12345', username: '  ' }),
    status: 400,
    check: ({ body }, expect) =>
      expect(body).toEqual({
        error: {
          email: 'Enter a valid email address',
          password: 'Password must be at least 6 characters',
          username: 'Username is required',
        },
      }),
  },
  {
    name: 'register rejects a missing field',
    request: () => post(authApi.register, { email: 'fresh@demo.com', password: 'long-enough' }),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['username']),
  },
  {
    name: 'register rejects a body that is not JSON',
    request: () => ({ method: 'POST', path: authApi.register.path, rawBody: '{"email":' }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Request body must be JSON' }),
  },

  // Refresh
  {
    name: 'refresh gives new tokens and the user',
    request: (s) => post(authApi.refreshToken, { refreshToken: s.client.refreshToken }),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(body.userData).toMatchObject({ id: 2, role: 'client' })
      expectTokens(body, 2, expect)
    },
  },
  ...(
    [
      ['an access token', (s: Session) => s.admin.accessToken],
      ['an expired token', (s: Session) => s.expiredRefresh],
      ['a token signed with another secret', (s: Session) => s.wrongSecret],
      ['garbage', () => 'not.a.jwt'],
      ['a missing token', () => undefined],
    ] as const
  ).map(([what, token]): ApiCase => ({
    name: `refresh rejects ${what}`,
    request: (s) => post(authApi.refreshToken, { refreshToken: token(s) }),
    status: 401,
    check: ({ body }, expect) => expect(body).toEqual({ error: INVALID_REFRESH_TOKEN_MESSAGE }),
  })),

  // Token and ability checks on every protected call
  ...PROTECTED.flatMap((api): ApiCase[] => [
    {
      name: `${api.path} without a token is 401`,
      request: () => get(api),
      status: 401,
      check: ({ body }, expect) => expect(body).toEqual(UNAUTHORIZED),
    },
    {
      name: `${api.path} with an expired token is 401`,
      request: (s) => get(api, s.expiredAccess),
      status: 401,
      check: ({ body }, expect) => expect(body).toEqual(UNAUTHORIZED),
    },
    {
      name: `${api.path} with a wrongly signed token is 401`,
      request: (s) => get(api, s.wrongSecret),
      status: 401,
    },
    {
      name: `${api.path} with a refresh token is 401`,
      request: (s) => get(api, s.admin.refreshToken),
      status: 401,
    },
    {
      name: `${api.path} with a token but no Bearer scheme is 401`,
      request: (s) => ({ method: 'GET', path: api.path, headers: { authorization: s.admin.accessToken } }),
      status: 401,
    },
  ]),
  ...[datatablesApi.initialData, datatablesApi.data, autocompleteApi.data].map((api): ApiCase => ({
    name: `${api.path} as client is 403`,
    request: (s) => get(api, s.client.accessToken),
    status: 403,
    check: ({ body }, expect) => expect(body).toEqual(FORBIDDEN),
  })),

  // Datatables
  {
    name: 'datatables initial data: 100 employees',
    request: (s) => get(datatablesApi.initialData, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      expect(body).toHaveLength(100)
      expect((body as unknown[]).every((row) => employeeSchema.safeParse(row).success)).toBe(true)
      expect(new Set((body as Employee[]).map((e) => e.status))).toEqual(new Set([1, 2, 3, 4, 5]))
    },
  },
  {
    name: 'datatables defaults: page 1 of 10',
    request: (s) => get(datatablesApi.data, s.admin.accessToken),
    status: 200,
    check: expectDatatablePage(''),
  },
  {
    name: 'datatables page 3 of 7',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, { page: 3, perPage: 7 }),
    status: 200,
    check: expectDatatablePage('', 3, 7),
  },
  {
    name: 'datatables last partial page',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, { page: 4, perPage: 30 }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.invoices).toHaveLength(10)
      expect(body.total).toBe(100)
    },
  },
  {
    name: 'datatables page past the end is empty with the true total',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, { page: 11 }),
    status: 200,
    check: ({ body }, expect) => {
      expect(body.invoices).toEqual([])
      expect(body.total).toBe(100)
    },
  },
  {
    name: 'datatables perPage is capped at 100',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, { perPage: 500 }),
    status: 200,
    check: ({ body }, expect) => expect(body.invoices).toHaveLength(100),
  },
  {
    name: 'datatables blank q means no filter',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, { q: '  ' }),
    status: 200,
    check: ({ body }, expect) => expect(body.total).toBe(100),
  },
  {
    name: 'datatables q with no match',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, { q: 'zzqx' }),
    status: 200,
    check: ({ body }, expect) => expect(body).toMatchObject({ invoices: [], total: 0 }),
  },
  qCase('full_name', (q) => ` ${q.toUpperCase()} `),
  qCase('post', (q) => q.toLowerCase()),
  qCase('email'),
  qCase('age'),
  qCase('salary'),
  qCase('start_date'),
  {
    name: 'datatables q with paging',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, { q: 'a', page: 2, perPage: 5 }),
    status: 200,
    check: expectDatatablePage('a', 2, 5),
  },
  ...[
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['perPage=2.5', 'perPage'],
    ['perPage=', 'perPage'],
    ['perPage=0x10', 'perPage'],
  ].map(([query, field]): ApiCase => ({
    name: `datatables rejects ${query}`,
    request: (s) => get(datatablesApi.data, s.admin.accessToken, query),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { [field]: NOT_POSITIVE } }),
  })),
  {
    name: 'datatables rejects a repeated page',
    request: (s) => get(datatablesApi.data, s.admin.accessToken, 'page=1&page=2'),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['page']),
  },
  ...DATATABLE_SORT_CASES,

  // Autocomplete
  {
    name: 'autocomplete: 100 entries',
    request: (s) => get(autocompleteApi.data, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      expect(autocompleteReplySchema.safeParse(body).success).toBe(true)
      expect(body.autoComplete).toHaveLength(100)
      expect(new Set(body.autoComplete.map((entry: { title: string }) => entry.title)).size).toBe(100)
    },
  },

  // Page search and bookmarks
  {
    name: 'main search as admin: every page, 4 files, 4 contacts',
    request: (s) => get(searchApi.mainSearch, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      expect(mainSearchReplySchema.safeParse(body).success).toBe(true)
      const [pages, files, contacts] = body.searchArr
      expect(body.searchArr.map((group: { groupTitle: string }) => group.groupTitle)).toEqual([
        'Pages',
        'Files',
        'Contacts',
      ])
      expect(body.searchArr.map((group: { searchLimit: number }) => group.searchLimit)).toEqual([4, 4, 4])
      expect(pages.data).toHaveLength(PAGES.length)
      expect(files.data).toHaveLength(4)
      expect(contacts.data).toHaveLength(4)
      const bookmarked = (pages.data as SearchPage[])
        .filter((page) => page.isBookmarked)
        .map((page) => page.link)
      expect(bookmarked.sort()).toEqual([
        '/access-control',
        '/apps/calendar',
        '/apps/chat',
        '/apps/email',
        '/apps/todo',
      ])
    },
  },
  {
    name: 'main search as client: only pages the client may open',
    request: (s) => get(searchApi.mainSearch, s.client.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      const pages = body.searchArr[0].data as SearchPage[]
      // its role's subjects and its own account
      expect(pages).toHaveLength(
        PAGES.filter((page) => ['ACL', 'Auth', 'Account'].includes(page.subject)).length,
      )
      expect(pages.map((page) => page.link)).toContain('/access-control')
      expect(pages.map((page) => page.link)).toContain('/pages/account-settings')
      expect(pages.map((page) => page.link)).not.toContain('/apps/email')
    },
  },
  {
    name: 'bookmarks as admin: the defaults in order',
    request: (s) => get(searchApi.bookmarks, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      expect(bookmarksReplySchema.safeParse(body).success).toBe(true)
      expect(body.suggestions).toHaveLength(PAGES.length)
      expect(body.bookmarks.map((page: SearchPage) => page.link)).toEqual([
        '/apps/email',
        '/apps/chat',
        '/apps/todo',
        '/apps/calendar',
        '/access-control',
      ])
    },
  },
  {
    name: 'bookmarks as client: only what the client may open',
    request: (s) => get(searchApi.bookmarks, s.client.accessToken),
    status: 200,
    check: ({ body }, expect) =>
      expect(body.bookmarks.map((page: SearchPage) => page.link)).toEqual(['/access-control']),
  },
  {
    name: 'bookmark update adds a page',
    request: (s) => post(searchApi.updateBookmark, { id: pageId('/apps/user/list') }, s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) =>
      expect(body).toMatchObject({
        id: pageId('/apps/user/list'),
        link: '/apps/user/list',
        isBookmarked: true,
      }),
  },
  {
    name: 'the added bookmark is listed last, for this user only',
    request: (s) => get(searchApi.bookmarks, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => expect(body.bookmarks.at(-1).link).toBe('/apps/user/list'),
  },
  {
    name: 'bookmark update removes it again',
    request: (s) => post(searchApi.updateBookmark, { id: pageId('/apps/user/list') }, s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body.isBookmarked).toBe(false),
  },
  {
    name: 'bookmark update by the client on a page it may open',
    request: (s) => post(searchApi.updateBookmark, { id: pageId('/misc/error') }, s.client.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toMatchObject({ link: '/misc/error', isBookmarked: true }),
  },
  {
    name: 'bookmark update of an unknown id is 404',
    request: (s) => post(searchApi.updateBookmark, { id: 999 }, s.admin.accessToken),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Bookmark not found' }),
  },
  {
    name: 'bookmark update of a page the client may not open is 404',
    request: (s) => post(searchApi.updateBookmark, { id: pageId('/apps/email') }, s.client.accessToken),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Bookmark not found' }),
  },
  {
    name: 'bookmark update with a string id is 400',
    request: (s) => post(searchApi.updateBookmark, { id: '5' }, s.admin.accessToken),
    status: 400,
    check: ({ body }, expect) => expect(Object.keys(body.error)).toEqual(['id']),
  },
  {
    name: 'bookmark update with a body that is not JSON is 400',
    request: (s) => ({ ...post(searchApi.updateBookmark, null, s.admin.accessToken), rawBody: 'id=5' }),
    status: 400,
  },
  {
    name: 'bookmark update without a token is 401',
    request: () => post(searchApi.updateBookmark, { id: 1 }),
    status: 401,
  },

  ...CARD_CASES,
  ...TODO_CASES,
  ...CHAT_CASES,
  ...EMAIL_CASES,
  ...CALENDAR_CASES,
  ...USER_CASES,
  ...INVOICE_CASES,
  ...PAGES_CASES,
  ...PASSWORD_RESET_CASES,
  ...EMAIL_VERIFICATION_CASES,
  ...SECURITY_CASES,
  ...ECOMMERCE_CASES,
  ...LAUNCH_CASES,
  ...NOTIFICATION_CASES,
  // Size limits: a body over the limit is refused before it is read whole
  ...(
    [
      ['a JSON string', JSON.stringify({ email: 'a'.repeat(300 * 1024), password: 'x' })],
      ['bytes that are not JSON', 'x'.repeat(300 * 1024)],
    ] as const
  ).map(([what, rawBody]): ApiCase => ({
    name: `a body of 300 KB (${what}) is 413`,
    request: () => ({ method: 'POST', path: authApi.login.path, rawBody }),
    status: 413,
    check: ({ body }, expect) => expect(body).toEqual(BODY_TOO_LARGE),
  })),
  {
    name: 'a body just under the limit is read as usual',
    request: () => ({
      method: 'POST',
      path: authApi.login.path,
      rawBody: `{"email":"${'a'.repeat(200 * 1024)}"}`,
    }),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { email: LOGIN_INVALID_MESSAGE } }),
  },

  // Reset: last, since it ends every session issued before it
  {
    name: 'reset without a token is 401',
    request: () => post(demoApi.reset, {}),
    status: 401,
  },
  {
    name: 'reset by any signed-in user restores the seed and gives the caller a new session',
    request: (s) => post(demoApi.reset, {}, s.client.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      expect(demoResetReplySchema.safeParse(body).success).toBe(true)
      expect(body.seedVersion).toBe(SEED_VERSION)
      expect(body.session.userData).toMatchObject({ id: 2, email: 'client@demo.com' })
      expectTokens(body.session, 2, expect)
    },
  },
  {
    name: 'after reset the registered user is gone',
    request: () => login(NEW_USER.email, NEW_USER.password),
    status: 400,
  },
  {
    name: 'after reset a token issued before it is 401',
    request: (s) => get(searchApi.bookmarks, s.admin.accessToken),
    status: 401,
    check: ({ body }, expect) => expect(body).toEqual(UNAUTHORIZED),
  },
  {
    name: 'after reset a refresh token issued before it is 401',
    request: (s) => post(authApi.refreshToken, { refreshToken: s.admin.refreshToken }),
    status: 401,
  },
  // Stored data that heals (the repairs themselves are tested in backend/store/heal.test.ts)
  {
    name: 'restored notice with nothing repaired is empty, and needs no token',
    request: () => post(demoApi.restored, {}),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual({ restored: [], pruned: [] }),
  },
]
