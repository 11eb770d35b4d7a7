// @vitest-environment node
import { createAppStore } from '..'
import { createTestApp } from '../../test/harness'
import { secondClient, SQL_SETUPS, TEST_DATABASE_URL, type TestStorage } from '../../test/databases'
import { createSqlKv } from './sql-kv'
import { createSqlSignInLimiter } from './sign-in-limit'
import { createSqlRequestLimit } from './request-limit'
import { RESET_REQUESTS_PER_ADDRESS } from '../../../contract/auth'
import { SIGN_IN_ATTEMPTS } from '../../lib/sign-in-limit'
import { calendarApi } from '../../../contract/calendar'
import { demoApi } from '../../../contract/demo'
import { callUrl } from '../../../contract/endpoint'

/**
 * Two servers over one database act as one service (docs/backend.md, "The database"): each has its own store,
 * cache and queue, as two processes would. On a PostgreSQL server each also has its own pool of connections; the
 * embedded database stands in where no server is configured.
 */

for (const { database, skip } of SQL_SETUPS)
  describe.skipIf(skip)(`two servers on one ${database.name}`, () => {
    let storage: TestStorage
    let second: TestStorage['db']
    const apps: ReturnType<typeof createTestApp>['app'][] = []

    beforeAll(async () => {
      storage = await database.open()
      second = await secondClient(storage)
      for (const db of [storage.db!, second]) {
        const store = createAppStore(createSqlKv(db), { durable: true })
        apps.push(
          createTestApp({
            store,
            runtime: 'node',
            signInLimiter: createSqlSignInLimiter(db, Date.now),
            requestLimit: (name, max, windowMs) => createSqlRequestLimit(db, Date.now, name, max, windowMs),
          }).app,
        )
      }
    }, 60_000)
    afterAll(async () => {
      if (second && second !== storage?.db) await second.close()
      await storage?.close()
    })

    const post = (app: (typeof apps)[number], path: string, body: unknown, token?: string) =>
      app.request(path, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: JSON.stringify(body),
      })
    const signIn = async (app: (typeof apps)[number]) =>
      (await (await post(app, '/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json()) as {
        accessToken: string
        refreshToken: string
      }
    const canRead = async (app: (typeof apps)[number], token: string) =>
      (await app.request('/api/bookmarks/data', { headers: { authorization: `Bearer ${token}` } })).status

    it('the reset requests of one address are counted once for both', async () => {
      const [a, b] = apps
      const email = 'limit.check@demo.com'
      for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++)
        expect((await post(i % 2 ? b : a, '/jwt/forgot-password', { email })).status).toBe(200)
      const refused = await post(b, '/jwt/forgot-password', { email })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await post(a, '/jwt/forgot-password', { email })).status).toBe(429)
    })

    it('a session begun on one is valid on the other', async () => {
      const [a, b] = apps
      const tokens = await signIn(a)
      expect(await canRead(b, tokens.accessToken)).toBe(200)
    })

    it('a refresh token spent on one is refused on the other, and its reuse ends the family on both', async () => {
      const [a, b] = apps
      const tokens = await signIn(a)
      const renewed = await post(a, '/jwt/refresh-token', { refreshToken: tokens.refreshToken })
      expect(renewed.status).toBe(200)
      const next = (await renewed.json()) as { accessToken: string; refreshToken: string }
      expect((await post(b, '/jwt/refresh-token', { refreshToken: tokens.refreshToken })).status).toBe(401)
      // the reuse ended the family: the tokens renewed on the first server are dead on both
      expect(await canRead(a, next.accessToken)).toBe(401)
      expect(await canRead(b, next.accessToken)).toBe(401)
      expect((await post(a, '/jwt/refresh-token', { refreshToken: next.refreshToken })).status).toBe(401)
    })

    it('one e-mail registered on both at once makes one account', async () => {
      const [a, b] = apps
      const register = (app: (typeof apps)[number], username: string) =>
        post(app, '/jwt/register', { email: 'twice@demo.com', password: 'secret-pass-1', username })
      const replies = await Promise.all([register(a, 'twice.a'), register(b, 'twice.b')])
      // a conflict is answered 200 with the field errors (docs/api.md, "Sign-in")
      const bodies = (await Promise.all(replies.map((reply) => reply.json()))) as { error?: unknown }[]
      expect(bodies.filter((body) => body.error)).toHaveLength(1)
      const rows = await storage.db!.query(
        `select 1 from records where collection = 'accounts' and value ->> 'email' = 'twice@demo.com'`,
      )
      expect(rows).toHaveLength(1)
    })

    it('adds at once on both give distinct ids; a removed newest id and ids from before a reset are not given again', async () => {
      const [a, b] = apps
      const [tokenA, tokenB] = [(await signIn(a)).accessToken, (await signIn(b)).accessToken]
      const event = (title: string) => ({
        event: { title, start: '2026-06-10', allDay: true, extendedProps: { calendar: 'Holiday' } },
      })
      const add = async (app: (typeof apps)[number], token: string, title: string) => {
        const reply = await post(app, calendarApi.addEvent.path, event(title), token)
        expect(reply.status).toBe(201)
        return ((await reply.json()) as { event: { id: number } }).event.id
      }
      const added = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? add(b, tokenB, `b${i}`) : add(a, tokenA, `a${i}`))),
      )
      expect(new Set(added).size).toBe(added.length)
      const newest = Math.max(...added)
      const removed = await a.request(callUrl(calendarApi.removeEvent, undefined, { id: newest }), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${tokenA}` },
      })
      expect(removed.status).toBe(200)
      const again = await add(b, tokenB, 'after the removal')
      expect(again).toBeGreaterThan(newest)
      // a reset brings the seed's events back; new ones still get ids above any given before
      expect((await post(a, demoApi.reset.path, {}, tokenA)).status).toBe(200)
      const [afterReset] = [(await signIn(b)).accessToken]
      expect(await add(b, afterReset, 'after the reset')).toBeGreaterThan(again)
    })

    it('failed sign-ins counted on one refuse the other', async () => {
      const [a, b] = apps
      for (let i = 0; i < SIGN_IN_ATTEMPTS; i++)
        expect(
          (await post(a, '/jwt/login', { email: 'client@demo.com', password: `guess-${i}` })).status,
        ).toBe(400)
      expect((await post(b, '/jwt/login', { email: 'client@demo.com', password: 'client' })).status).toBe(429)
    })
  })

/**
 * Instances started together on a new database each migrate it: the migration lock must be held from the first
 * statement (PostgreSQL's "if not exists" does not hold against a concurrent create; before the table was created
 * under the lock, four at once failed on 10 of 10 new databases with a duplicate key in `pg_type`).
 */
describe.skipIf(!TEST_DATABASE_URL)('instances starting together on a new PostgreSQL database', () => {
  it('all migrate it, each migration applied once', async () => {
    const { openPg } = await import('./pg')
    const { migrate } = await import('./migrate')
    const admin = await openPg(TEST_DATABASE_URL!)
    try {
      // three new databases, four instances each: one database that happens to start cleanly proves nothing
      for (let round = 0; round < 3; round++) {
        const name = `tessera_together_${process.pid}_${Date.now().toString(36)}_${round}`
        await admin.query(`create database ${name}`)
        const address = new URL(TEST_DATABASE_URL!)
        address.pathname = `/${name}`
        const instances = await Promise.all(Array.from({ length: 4 }, () => openPg(address.toString())))
        try {
          const applied = await Promise.allSettled(instances.map((db) => migrate(db)))
          // the reason, when one failed, says which statement lost the race
          const outcomes = applied.map((result) =>
            result.status === 'fulfilled' ? 'migrated' : (result.reason as Error).message,
          )
          expect(outcomes).toEqual(Array(4).fill('migrated'))
          const versions = applied.flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
          expect(new Set(versions).size).toBe(versions.length)
        } finally {
          await Promise.all(instances.map((db) => db.close()))
          await admin.query(`drop database if exists ${name} with (force)`)
        }
      }
    } finally {
      await admin.close()
    }
  }, 60_000)
})
