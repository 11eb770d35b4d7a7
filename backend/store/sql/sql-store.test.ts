// @vitest-environment node
import { createTestApp } from '../../test/harness'
import { PGLITE, type TestStorage } from '../../test/databases'
import { SEED_VERSION } from '../../seed'
import { createAppStore, StoreRefused } from '..'
import type { SqlClient } from './client'
import { migrate } from './migrate'
import { quarantineSummary } from './quarantine'

// The Node server's store on its embedded PostgreSQL (docs/backend.md, "The database"): what it keeps and what it
// refuses. One database for the file (starting one takes seconds); each test empties it.
let storage: TestStorage
let db: SqlClient
beforeAll(async () => {
  storage = await PGLITE.open()
  db = storage.db!
}, 60_000)
afterAll(() => storage.close())
beforeEach(() => db.exec('truncate records, entries, quarantine, sign_in_failures'))

/** A restarted server: a new store over the same database, with nothing checked or cached yet. */
const serverStore = () => createAppStore(storage.kv, { durable: true, onSetAside: () => undefined })

const login = (app: ReturnType<typeof createTestApp>['app'], email: string, password: string) =>
  app.request('/jwt/login', { method: 'POST', body: JSON.stringify({ email, password }) })

it('keeps every change across a restart', async () => {
  await serverStore().update('tasks', (tasks) => void (tasks[0].title = 'Kept'))
  expect((await serverStore().read('tasks'))[0].title).toBe('Kept')
})

it('migrates once: a second run applies nothing', async () => {
  expect(await migrate(db)).toEqual([])
  const [row] = await db.query<{ version: number }>('select max(version) as version from schema_migrations')
  expect(row.version).toBeGreaterThan(0)
})

it('refuses to store an account without a text e-mail, with an unknown role, or with an e-mail already taken in any case', async () => {
  const accounts = await serverStore().read('accounts')
  const admin = accounts[0]
  const add = (value: object) =>
    storage.kv.set({ 'accounts/900': { ...admin, id: 900, username: 'x', ...value } })
  await expect(add({ email: 42 })).rejects.toThrow(/account_shape/)
  await expect(add({ email: 'new@demo.com', role: 'root' })).rejects.toThrow(/account_shape/)
  await expect(add({ email: 'ADMIN@demo.com' })).rejects.toThrow(/accounts_email/)
  await add({ email: 'new@demo.com' })
  expect((await db.query('select 1 from records where collection = $1', ['accounts'])).length).toBe(
    accounts.length + 1,
  )
})

it('sets aside an account that fails the contract, with its reason, and never loses the seeded admin to it', async () => {
  await serverStore().read('accounts')
  // damage the tables accept but the contract does not: the admin's name becomes a number
  await db.query(
    `update records set value = jsonb_set(value, '{fullName}', '42')
     where collection = 'accounts' and value ->> 'id' = '1'`,
  )
  const store = serverStore()
  const { app } = createTestApp({
    store,
    runtime: 'node',
    health: async () => ({ store: db.description, quarantined: await quarantineSummary(db) }),
  })
  const accounts = await store.read('accounts')
  expect(accounts.find((account) => account.id === 1)).toMatchObject({
    email: 'admin@demo.com',
    fullName: 'Noor Halvorsen',
  })
  expect(accounts.map((account) => account.email)).toContain('client@demo.com')
  const signedIn = await login(app, 'admin@demo.com', 'admin')
  expect(signedIn.status).toBe(200)
  const { accessToken } = (await signedIn.json()) as { accessToken: string }

  expect(await quarantineSummary(db)).toEqual({ collections: { accounts: 1 }, total: 1 })
  const [row] = await db.query<{ value: object; reason: string }>('select value, reason from quarantine')
  expect(row.value).toMatchObject({ id: 1, fullName: 42 })
  expect(row.reason).toMatch(/fullName/)
  expect(await store.takeRestored()).toEqual({ restored: [], pruned: ['accounts'] })

  // the operator's health call says so too; nobody else may ask
  const health = await app.request('/api/demo/health', {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  expect(await health.json()).toEqual({
    store: 'embedded PostgreSQL in memory',
    quarantined: { total: 1, collections: { accounts: 1 } },
  })
  const client = (await (await login(app, 'client@demo.com', 'client')).json()) as { accessToken: string }
  const refused = await app.request('/api/demo/health', {
    headers: { authorization: `Bearer ${client.accessToken}` },
  })
  expect(refused.status).toBe(403)
})

it('keeps the data under a new seed version, and refuses data of a newer schema instead of starting over', async () => {
  await serverStore().update('tasks', (tasks) => void (tasks[0].title = 'Kept'))
  const next = createAppStore(storage.kv, { durable: true, seedVersion: SEED_VERSION + 1 })
  expect((await next.read('tasks'))[0].title).toBe('Kept')
  expect((await next.meta()).seedVersion).toBe(SEED_VERSION + 1)

  const older = createAppStore(storage.kv, { durable: true, seedVersion: SEED_VERSION + 1, schemaVersion: 0 })
  await expect(older.read('tasks')).rejects.toThrow(StoreRefused)
  expect((await next.read('tasks'))[0].title).toBe('Kept')
})
