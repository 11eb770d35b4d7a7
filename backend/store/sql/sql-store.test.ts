// @vitest-environment node
import { createTestApp } from '../../test/harness'
import { PGLITE, type TestStorage } from '../../test/databases'
import { SEED_VERSION } from '../../seed'
import { createAppStore, StoreRefused } from '..'
import type { SqlClient, SqlQuery } from './client'
import { migrate, readMigrations } from './migrate'
import { createSqlKv } from './sql-kv'
import { createMemoryKv } from '../memory-kv'
import { quarantineSummary } from './quarantine'
import { CALENDARS } from '../../../contract/calendar.values'
import { EMAIL_FOLDERS, EMAIL_LABELS } from '../../../contract/email.values'
import { INVOICE_STATUSES } from '../../../contract/invoice.values'
import { TASK_TAGS } from '../../../contract/todo.values'
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '../../../contract/users.values'

// The Node server's store on its embedded PostgreSQL (docs/backend.md, "The database"): what it keeps and what it
// refuses. One database for the file (starting one takes seconds); each test empties it.
let storage: TestStorage
let db: SqlClient
beforeAll(async () => {
  storage = await PGLITE.open()
  db = storage.db!
}, 60_000)
afterAll(() => storage.close())
beforeEach(() => db.exec('truncate records, entries, quarantine, sign_in_failures, mail_counts'))

/** A restarted server: a new store over the same database, with nothing checked or cached yet. */
const serverStore = () => createAppStore(storage.kv, { durable: true, onSetAside: () => undefined })

const login = (app: ReturnType<typeof createTestApp>['app'], email: string, password: string) =>
  app.request('/jwt/login', { method: 'POST', body: JSON.stringify({ email, password }) })

it('keeps every change across a restart', async () => {
  await serverStore().update('tasks', (tasks) => void (tasks[0].title = 'Kept'))
  expect((await serverStore().read('tasks'))[0].title).toBe('Kept')
})

it('keeps the mail counts (migration 011) equal to a count of the mails, whoever writes them', async () => {
  const kept = () =>
    db.query(`select collection, mail_folder, mail_labels, mail_unread, mails::int as mails from mail_counts
      where mails <> 0 order by 1, 2, 3, 4`)
  const counts = () =>
    db.query(`select collection, mail_folder, coalesce(mail_labels, 0) as mail_labels, mail_unread,
        count(*)::int as mails
      from records where mail_folder is not null group by 1, 2, 3, 4 order by 1, 2, 3, 4`)
  const store = serverStore()
  const own = store.ownedBy((await store.read('accounts'))[0], '1')
  const mails = await own.read('emails')
  const checks: { step: string; counted: unknown; recounted: unknown }[] = []
  const check = async (step: string) =>
    checks.push({ step, counted: await kept(), recounted: await counts() })
  await check('the first copy')
  const [first, second, third] = mails.filter((mail) => !mail.isDeleted)
  await own.updateRecords('emails', (records) => {
    records.put({ ...first, isRead: !first.isRead })
    records.put({ ...second, labels: second.labels.includes('company') ? [] : ['company', 'private'] })
    records.put({ ...third, folder: 'trash' })
  })
  await check('read, labelled, moved')
  await own.updateRecords('emails', async (records, newId) => {
    records.append({ ...first, id: await newId('emails'), isRead: false })
    records.put({ ...third, isDeleted: true })
  })
  await check('added, deleted')
  await own.update('emails', (drafts) => void drafts.splice(0, 2))
  await check('two records removed')
  await db.query(
    `update records set value = jsonb_set(value, '{isRead}', 'true') where collection = 'emails@1'`,
  )
  await check('every mail read by hand')
  await store.reset()
  await own.read('emails')
  await check('a reset and a new first copy')
  expect(checks.every((row) => (row.counted as unknown[]).length > 0)).toBe(true)
  expect(checks.map(({ step, counted }) => ({ step, counted }))).toEqual(
    checks.map(({ step, recounted }) => ({ step, counted: recounted })),
  )
})

it('migrates once: a second run applies nothing', async () => {
  expect(await migrate(db)).toEqual([])
  const [row] = await db.query<{ version: number }>('select max(version) as version from schema_migrations')
  expect(row.version).toBeGreaterThan(0)
})

it('stops on a migration that needs an extension the server lacks, naming the migration and what to install', async () => {
  const needsOne = {
    version: 9999,
    name: 'needs_an_extension',
    sql: 'create extension if not exists tessera_absent;',
  }
  await expect(migrate(db, [...readMigrations(), needsOne])).rejects.toThrow(
    /^Migration 9999_needs_an_extension failed: .*tessera_absent.*It needs the PostgreSQL extension tessera_absent: install PostgreSQL's contrib modules/s,
  )
  expect(await db.query('select version from schema_migrations where version = 9999')).toEqual([])
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

it("refuses a personal copy whose owner is no account, and keeps an account's copies while its row moves", async () => {
  const store = serverStore()
  const accounts = await store.read('accounts')
  const member = accounts[1]
  const task = (await store.read('tasks'))[0]
  await expect(storage.kv.set({ 'tasks@999': { '~runs': [0, 1] }, 'tasks@999/0': task })).rejects.toThrow(
    /_owner/,
  )
  await store.ownedBy(member, String(member.id)).read('tasks')
  // a changed account moves to a new slot (deleted and inserted in one write): its copies stay valid
  await store.update('accounts', (all) => void (all[1].fullName = 'Moved'))
  expect(await db.query('select 1 from entries where owner = $1', [member.id])).toHaveLength(1)
  const rows = await db.query<{ owner: string }>('select owner from records where collection = $1', [
    `tasks@${member.id}`,
  ])
  expect(rows.length).toBeGreaterThan(0)
  expect(rows.every((row) => Number(row.owner) === member.id)).toBe(true)
})

it("keeps a member's copies when their account is set aside", async () => {
  const store = serverStore()
  const member = (await store.read('accounts'))[1]
  await store.ownedBy(member, String(member.id)).update('tasks', (tasks) => void (tasks[0].title = 'Mine'))
  await db.query(
    `update records set value = jsonb_set(value, '{fullName}', '42')
     where collection = 'accounts' and value ->> 'id' = $1`,
    [String(member.id)],
  )
  const restarted = serverStore()
  expect((await restarted.read('accounts')).map((account) => account.id)).not.toContain(member.id)
  expect(await quarantineSummary(db)).toEqual({ collections: { accounts: 1 }, total: 1 })
  const [row] = await db.query<{ value: { title: string } }>(
    `select value from records where collection = $1 and value ->> 'title' = 'Mine'`,
    [`tasks@${member.id}`],
  )
  expect(row.value.title).toBe('Mine')
})

it('upgrades a database made before the owner and enum checks, keeping its data', async () => {
  const { openPglite } = await import('./pglite')
  const older = await openPglite()
  try {
    await migrate(
      older,
      readMigrations().filter((migration) => migration.version === 1),
    )
    // the data as that version stored it: seeded in memory, copied into its tables
    const seeded = createMemoryKv()
    const seeding = createAppStore(seeded)
    const admin = (await seeding.read('accounts'))[0]
    await seeding.ownedBy(admin, String(admin.id)).update('tasks', (tasks) => void (tasks[0].title = 'Kept'))
    await createSqlKv(older).replaceAll(await seeded.getAll())
    expect(await migrate(older)).toEqual(
      readMigrations()
        .map((migration) => migration.version)
        .filter((version) => version > 1),
    )
    const restarted = createAppStore(createSqlKv(older), { durable: true })
    expect((await restarted.ownedBy(admin, String(admin.id)).read('tasks'))[0].title).toBe('Kept')
    expect(await older.query('select 1 from entries where owner = $1', [admin.id])).toHaveLength(1)
  } finally {
    await older.close()
  }
}, 60_000)

/** Each enum the contract defines for a stored list, with where it sits in a record (contract/*.values.ts). */
const ENUMS = [
  { kind: 'tasks', set: (value: string) => ({ tags: [value] }), values: TASK_TAGS, check: 'task_shape' },
  {
    kind: 'emails',
    set: (value: string) => ({ folder: value }),
    values: EMAIL_FOLDERS,
    check: 'email_shape',
  },
  {
    kind: 'emails',
    set: (value: string) => ({ labels: [value] }),
    values: EMAIL_LABELS,
    check: 'email_shape',
  },
  { kind: 'users', set: (value: string) => ({ role: value }), values: USER_ROLES, check: 'user_shape' },
  { kind: 'users', set: (value: string) => ({ status: value }), values: USER_STATUSES, check: 'user_shape' },
  {
    kind: 'users',
    set: (value: string) => ({ currentPlan: value }),
    values: USER_PLANS,
    check: 'user_shape',
  },
  {
    kind: 'invoices',
    set: (value: string) => ({ invoiceStatus: value }),
    values: INVOICE_STATUSES,
    check: 'invoice_shape',
  },
  {
    kind: 'calendarEvents',
    set: (value: string) => ({ extendedProps: { calendar: value } }),
    values: CALENDARS,
    check: 'event_shape',
  },
] as const

it.each(ENUMS)('stores every $kind value the contract allows, and refuses another ($check)', async (one) => {
  const store = serverStore()
  const admin = (await store.read('accounts'))[0]
  const [record] = (await store.ownedBy(admin, String(admin.id)).read(one.kind)) as object[]
  const key =
    one.kind === 'tasks' || one.kind === 'emails' || one.kind === 'calendarEvents'
      ? `${one.kind}@${admin.id}/9000`
      : `${one.kind}/9000`
  for (const value of one.values) await storage.kv.set({ [key]: { ...record, ...one.set(value) } })
  await expect(storage.kv.set({ [key]: { ...record, ...one.set('bogus') } })).rejects.toThrow(one.check)
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

/**
 * The test database's client, recording each statement it sends (`begin` for a transaction, then what is sent
 * with it, then its own).
 */
function countedClient(): { counted: SqlClient; statements: string[] } {
  const statements: string[] = []
  const counting = <Q extends SqlQuery>(target: Q): Q => ({
    ...target,
    query: (text: string, params?: unknown[]) => (statements.push(text), target.query(text, params)),
    exec: (text: string) => (statements.push(text), target.exec(text)),
  })
  const counted: SqlClient = {
    ...counting(db),
    transaction: (work, opening) => {
      statements.push('begin', ...(opening ? [opening] : []))
      return db.transaction((tx, opened) => work(counting(tx), opened), opening)
    },
    close: () => db.close(),
    description: db.description,
  }
  return { counted, statements }
}

it('answers a read from its cache after one statement when nothing was written, and sees another store’s write', async () => {
  const { counted, statements } = countedClient()
  const store = createAppStore(createSqlKv(counted), { durable: true })
  await store.read('tasks')
  statements.length = 0
  await store.read('tasks')
  expect(statements).toEqual([expect.stringContaining('from entries where key = any')])
  // another instance (a store of its own over the database) writes: the next read is no longer from the cache
  await serverStore().update('tasks', (tasks) => void (tasks[0].title = 'Written elsewhere'))
  statements.length = 0
  expect((await store.read('tasks'))[0].title).toBe('Written elsewhere')
  expect(statements).toContain('begin')
})

it('answers a list call without the transaction and the lock when the cache is current, and sees another store’s write', async () => {
  const { counted, statements } = countedClient()
  const store = createAppStore(createSqlKv(counted), { durable: true })
  const firstPage = () =>
    store.list(
      'users',
      (lists, source) => lists.users(source, { sortColumn: 'id', sort: 'asc', offset: 0, limit: 3 }),
      () => {
        throw new Error('the SQL answers this call')
      },
    )
  await firstPage()
  statements.length = 0
  const { items, total } = await firstPage()
  expect(statements).not.toContain('begin')
  expect(statements.join('\n')).not.toContain('pg_advisory')
  // another instance renames the first user: the next list call sees it
  await serverStore().update('users', (users) => void (users[0].fullName = 'Renamed Elsewhere'))
  statements.length = 0
  const next = await firstPage()
  expect(next.items.find((user) => user.id === items[0].id)?.fullName).toBe('Renamed Elsewhere')
  expect(next.total).toBe(total)
})

it('over a sole storage trusts what it knows after its first operation: no statement for a read, no lock or bookkeeping read for a write', async () => {
  const { counted, statements } = countedClient()
  const store = createAppStore(createSqlKv(counted, { sole: true }), { durable: true })
  await store.read('tasks')
  statements.length = 0
  expect((await store.read('tasks')).length).toBeGreaterThan(0)
  expect(statements).toEqual([])
  await store.update('tasks', (tasks) => void (tasks[0].title = 'Written alone'))
  expect(statements[0]).toBe('begin')
  expect(statements.join('\n')).not.toMatch(/pg_advisory|from entries where key/)
  // what it wrote is committed: a store of its own reading the database sees it
  expect((await serverStore().read('tasks'))[0].title).toBe('Written alone')
  // after a failed operation it reads its bookkeeping again before trusting its cache
  await expect(
    store.update('tasks', () => {
      throw new Error('Refused')
    }),
  ).rejects.toThrow('Refused')
  statements.length = 0
  await store.read('tasks')
  expect(statements.join('\n')).toContain('from entries where key')
})

it('gives an unfiltered list its size as the total without counting rows, also right after another store’s adds and deletes', async () => {
  const { counted, statements } = countedClient()
  const store = createAppStore(createSqlKv(counted), { durable: true })
  const page = (query: { role?: 'editor' } = {}) =>
    store.list(
      'users',
      (lists, source) => lists.users(source, { ...query, offset: 0, limit: 10 }),
      () => undefined,
    )
  const counts = () => statements.filter((text) => text.includes('count(*)')).length
  const seeded = await store.read('users')
  expect((await page())?.total).toBe(seeded.length)
  expect(counts()).toBe(0)
  // another instance adds two users and deletes one: this store's cache is dropped, the size is read from the index
  await serverStore().update('users', (users) => {
    const top = Math.max(...seeded.map((user) => user.id))
    // copies of the plain records read above (a draft's copy would carry its proxies)
    users.push({ ...seeded[0], id: top + 1 }, { ...seeded[1], id: top + 2 })
    users.splice(3, 1)
  })
  statements.length = 0
  expect((await page())?.total).toBe(seeded.length + 1)
  expect(counts()).toBe(0)
  const [{ rows }] = await db.query<{ rows: number }>(
    `select count(*)::int as rows from records where collection = 'users'`,
  )
  expect(rows).toBe(seeded.length + 1)
  // a filtered list still counts its rows
  const editors = (await store.read('users')).filter((user) => user.role === 'editor').length
  statements.length = 0
  expect((await page({ role: 'editor' }))?.total).toBe(editors)
  expect(counts()).toBe(1)
})
