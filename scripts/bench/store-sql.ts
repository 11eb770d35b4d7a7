/**
 * The Node server's store on PostgreSQL as the data grows (issue #40): one account holding 1,000, then 10,000,
 * then 100,000 tasks and as many mails (the seed's records repeated with new ids), and at each size the calls a
 * member makes, each timed through app.request() (no network) on the embedded database (PGlite in a temporary
 * DATA_DIR) and on a PostgreSQL server (a new database on the server `DATABASE_URL` names, dropped at the end).
 * p50 and p99 of `--runs` calls after 3 warm-ups, with the p50 of this process's CPU time per call (all of the
 * work for PGlite, which runs in the process; the Node side only for a server), which a busy machine inflates far
 * less than wall time, and the round trips and bytes each call sends the database (what a write stores). The app runs as the Node server does (`runtime: 'node'`: each
 * account reads and writes its own copies, one transaction under the store's lock per call).
 *
 *   npx tsx scripts/bench/store-sql.ts [--sizes=1000,10000,100000] [--runs=100] [--db=pglite|server|both]
 *     [--calls=writes|lists] [--sole]
 *   (the server run needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5441/postgres)
 *
 * Also timed once per size: the first call on a second, cold instance over the same database (its cache empty,
 * as after a start). And, p50 of 5 in turns: a stale instance's add (warm, then the first instance added a task),
 * reading only the rows changed since its cache (migration 009), and the same on an instance that drops its cache
 * whole instead (as before). See docs/benchmarks.md for the figures.
 *
 * `--sole` times the embedded database's store as `npm run api` opens it (`Kv.sole`: no `peek`, no lock, no
 * bookkeeping read), without the second-instance figures (that database is one process's).
 *
 * `--calls=lists` times the user list and the invoice list instead (`benchLists`): 1,000 to 100,000 users and as
 * many invoices, each call answered by SQL (migration 007) and, interleaved with it, by the route's JavaScript path
 * over the cached collection (the store without `Kv.lists`, as before the lists moved to SQL).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { authApi } from '../../contract/auth'
import { callUrl } from '../../contract/endpoint'
import { emailApi } from '../../contract/email'
import { invoiceApi } from '../../contract/invoice'
import { usersApi } from '../../contract/users'
import { todoApi } from '../../contract/todo'
import { createApp } from '../../backend/app'
import { joseSigner } from '../../backend/lib/jose-signer'
import { createAppStore } from '../../backend/store'
import type { SqlClient, SqlQuery } from '../../backend/store/sql/client'
import { migrate } from '../../backend/store/sql/migrate'
import { createSqlKv } from '../../backend/store/sql/sql-kv'

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
const SIZES = (option('sizes') ?? '1000,10000,100000').split(',').map(Number)
const RUNS = Number(option('runs') ?? 100)
const DB = option('db') ?? 'both'
const CALLS = option('calls') ?? 'writes'
/** The embedded database's store as `npm run api` opens it (`Kv.sole`): no second-instance figures then. */
const SOLE = process.argv.includes('--sole')

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

interface Database {
  db: SqlClient
  /** Another connection to the same database, for a second instance (the same client where one process owns it). */
  second: () => Promise<SqlClient>
  close: () => Promise<void>
}

async function openEmbedded(): Promise<Database> {
  const { openPglite } = await import('../../backend/store/sql/pglite')
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-'))
  const db = await openPglite(dir)
  return {
    db,
    second: async () => db,
    close: async () => {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function openServer(): Promise<Database> {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL names no server: set it, or pass --db=pglite')
  const { openPg } = await import('../../backend/store/sql/pg')
  const admin = await openPg(url)
  const name = `tessera_bench_${Date.now().toString(36)}`
  await admin.query(`create database ${name}`)
  const address = new URL(url)
  address.pathname = `/${name}`
  const db = await openPg(address.toString())
  const others: SqlClient[] = []
  return {
    db,
    second: async () => {
      const other = await openPg(address.toString())
      others.push(other)
      return other
    },
    close: async () => {
      for (const client of [db, ...others]) await client.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.close()
    },
  }
}

/**
 * Stops the bench at a timed call that did not succeed: a 404 or a 400 costs far less than the work it stands
 * for, so a figure with one in it would be wrong without looking so.
 */
function answered(call: string, response: Response, body: string): void {
  if (response.status >= 200 && response.status < 300) return
  throw new Error(`${call}: answered ${response.status}, not 2xx (${body.slice(0, 200)}); no figure is valid`)
}

/**
 * What one call sends the database: round trips (a statement, or a transaction's begin with what is sent with it,
 * and its commit), and the bytes of their parameters (what a write stores).
 */
const sent = { trips: 0, bytes: 0 }
function counted(db: SqlClient): SqlClient {
  const count = (text: string, params?: unknown[]) => {
    sent.trips++
    sent.bytes += text.length
    for (const param of params ?? []) sent.bytes += JSON.stringify(param)?.length ?? 0
  }
  const wrap = (target: SqlQuery): SqlQuery => ({
    query: (text, params) => (count(text, params), target.query(text, params)),
    exec: (text) => (count(text), target.exec(text)),
  })
  return {
    ...db,
    ...wrap(db),
    // the begin (with the statements sent with it) and the commit: two round trips
    transaction: (work, opening) => {
      sent.trips += 2
      return db.transaction((tx, opened) => work(wrap(tx), opened), opening)
    },
  }
}

/**
 * The app over `db`; `sql: false` leaves out the store's SQL list calls, so every list runs in JavaScript;
 * `changes: false` leaves out `Kv.changedSince`, so a stale cache is dropped whole (as before migration 009).
 */
function appOver(db: SqlClient, { sql = true, changes = true, sole = false } = {}) {
  const kv = createSqlKv(counted(db), { sole })
  const store = createAppStore(
    { ...kv, ...(sql ? {} : { lists: undefined }), ...(changes ? {} : { changedSince: undefined }) },
    { durable: true },
  )
  // no quotas: one account holds 100,000 rows here, ten times what a member may keep (backend/lib/quota.ts)
  return { store, app: createApp({ runtime: 'node', signer: joseSigner, store, quotas: {} }) }
}

async function bench(label: string, open: () => Promise<Database>, sole = false) {
  const database = await open()
  await migrate(database.db)
  const { store, app } = appOver(database.db, { sole })
  /** A fresh session: storing 100,000 rows can outlast an access token. */
  const signIn = async () => {
    const login = await app.request(authApi.login.path, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    return { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
  }
  let headers = await signIn()
  const admin = (await store.read('accounts')).find((account) => account.email === 'admin@demo.com')!
  const own = store.ownedBy(admin, String(admin.id))

  /** Up to `size` records: the list's own, then its first records again with new ids. */
  const grow = (size: number) => (records: { id: number }[]) => {
    // the plain records (`concat` on a draft returns them undrafted): copies of drafts would share their parts
    const seed = records.concat().slice(0, 50)
    let id = records.reduce((max, record) => Math.max(max, record.id), 0)
    while (records.length < size) records.push({ ...seed[records.length % seed.length], id: ++id })
  }

  const request = (path: string, init: RequestInit = {}) => app.request(path, { ...init, headers })
  const post = (path: string, body: unknown, method = 'POST') =>
    request(path, { method, body: JSON.stringify(body) })

  console.log(`\n${label}: p50 / p99 of ${RUNS} calls, ms`)
  console.log(
    `${'rows'.padStart(8)}  ${'call'.padEnd(44)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'CPU p50'.padStart(8)} ${'trips'.padStart(6)} ${'KB sent'.padStart(8)}`,
  )
  const rows: Record<string, unknown>[] = []
  for (const size of SIZES) {
    const grown = performance.now()
    await own.update('tasks', grow(size))
    await own.update('emails', grow(size))
    const growMs = performance.now() - grown
    // the statistics and visibility map autovacuum keeps on a running server (PGlite has no autovacuum)
    await database.db.exec('vacuum analyze records')
    headers = await signIn()
    const tasks = await own.read('tasks')
    const mails = await own.read('emails')
    const taskIds = tasks.map((task) => task.id)
    // mails the seed has not deleted already: an update or a delete of a deleted mail is a 404, not a write
    const mailIds = mails.filter((mail) => !mail.isDeleted).map((mail) => mail.id)
    const pick = (ids: number[], run: number) => ids[(run * 7919) % ids.length]

    async function time(call: string, send: (run: number) => Response | Promise<Response>) {
      const times: number[] = []
      const cpu: number[] = []
      for (let run = 0; run < RUNS + 3; run++) {
        if (run === 3) Object.assign(sent, { trips: 0, bytes: 0 })
        const start = performance.now()
        const used = process.cpuUsage()
        const response = await send(run)
        const body = await response.text()
        const { user, system } = process.cpuUsage(used)
        if (run >= 3) times.push(performance.now() - start)
        if (run >= 3) cpu.push((user + system) / 1000)
        answered(call, response, body)
      }
      const [p50, p99] = [percentile(times, 50), percentile(times, 99)]
      const trips = sent.trips / RUNS
      const kb = sent.bytes / RUNS / 1024
      const cpuP50 = percentile(cpu, 50)
      rows.push({ db: label, rows: size, call, p50, p99, cpuP50, trips, kb })
      console.log(
        `${String(size).padStart(8)}  ${call.padEnd(44)} ${p50.toFixed(2).padStart(8)} ${p99.toFixed(2).padStart(8)} ${cpuP50.toFixed(2).padStart(8)} ${trips.toFixed(1).padStart(6)} ${kb.toFixed(1).padStart(8)}`,
      )
    }

    await time('add a task', () => post(todoApi.addTask.path, { task: { title: 'Bench task' } }))
    await time('update a task', (run) =>
      post(todoApi.updateTask.path, { task: { id: pick(taskIds, run), isCompleted: run % 2 === 0 } }),
    )
    await time('delete a task', (run) =>
      request(callUrl(todoApi.deleteTask, undefined, { taskId: pick(taskIds, run + 1) }), {
        method: 'DELETE',
      }),
    )
    await time('add a mail (send)', () =>
      post(emailApi.send.path, {
        email: {
          to: [{ email: 'someone@example.com', name: 'Someone' }],
          subject: 'Bench',
          message: '<p>Hi</p>',
        },
      }),
    )
    await time('update a mail (mark read)', (run) =>
      post(emailApi.updateEmails.path, {
        emailIds: [pick(mailIds, run)],
        dataToUpdate: { isRead: run % 2 === 0 },
      }),
    )
    await time('delete a mail', (run) =>
      post(emailApi.updateEmails.path, {
        emailIds: [pick(mailIds, run + 3)],
        dataToUpdate: { isDeleted: true },
      }),
    )
    await time('mails: inbox, label, page 3 of 20, by time', () =>
      request(
        callUrl(emailApi.emails, undefined, { folder: 'inbox', label: 'company', page: 3, perPage: 20 }),
      ),
    )
    await time('mails: inbox, searched, page 1 of 20', (run) =>
      request(callUrl(emailApi.emails, undefined, { q: `x${run}`, page: 1, perPage: 20 })),
    )
    // the search on its own (migration 008's trigram index): a word of 5 letters found nowhere, a word in 3 of the
    // seed's 27 mails (so on page 1 of a large list), and 2 letters, too short for a trigram
    for (const [call, q] of [
      ['mails: searched "zebra" (no match)', 'zebra'],
      ['mails: searched "kiln" (a match on page 1)', 'kiln'],
      ['mails: searched "zq" (2 letters, no match)', 'zq'],
    ])
      await time(call, () => request(callUrl(emailApi.emails, undefined, { q, page: 1, perPage: 20 })))
    await time('tasks: important, by title (whole list)', () =>
      request(callUrl(todoApi.tasks, undefined, { filter: 'important', sortBy: 'title-asc' })),
    )
    if (sole) {
      // the embedded database as the server opens it is one process's: no second instance to time
      console.log(`${String(size).padStart(8)}  (storing the rows took ${Math.round(growMs)} ms)`)
      continue
    }
    // a second instance over the same database: its first call reads what it needs with an empty cache
    const other = appOver(await database.second())
    const otherLogin = await other.app.request(authApi.login.path, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    const otherToken = ((await otherLogin.json()) as { accessToken: string }).accessToken
    const addOn = (instance: ReturnType<typeof appOver>, token: string, title: string) =>
      instance.app.request(todoApi.addTask.path, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify({ task: { title } }),
      })
    const cold = performance.now()
    const coldReply = await addOn(other, otherToken, 'Cold')
    answered('cold instance: first add of a task', coldReply, await coldReply.text())
    const coldMs = performance.now() - cold
    rows.push({ db: label, rows: size, call: 'cold instance: add a task', p50: coldMs, growMs })
    console.log(
      `${String(size).padStart(8)}  ${'cold instance: first add of a task'.padEnd(44)} ${coldMs.toFixed(2).padStart(8)}`,
    )
    // A stale instance: warm, then the first instance adds a task, then it adds one. Timed on the instance above
    // (it reads only what changed) and, in turns with it, on a third one without `Kv.changedSince` (it drops its
    // cache and reads the lists it touches whole, as every instance did before migration 009).
    const whole = appOver(await database.second(), { changes: false })
    const wholeLogin = await whole.app.request(authApi.login.path, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    const wholeToken = ((await wholeLogin.json()) as { accessToken: string }).accessToken
    await (await addOn(whole, wholeToken, 'Warm')).text()
    const measure = () => ({ times: [] as number[], cpu: [] as number[], trips: 0 })
    const [staleChanged, staleWhole] = [measure(), measure()]
    const STALE_RUNS = 5
    for (let run = 0; run < STALE_RUNS; run++)
      for (const [instance, token, into] of [
        [other, otherToken, staleChanged],
        [whole, wholeToken, staleWhole],
      ] as const) {
        await (await post(todoApi.addTask.path, { task: { title: 'Written elsewhere' } })).text()
        const before = sent.trips
        const start = performance.now()
        const used = process.cpuUsage()
        const staleReply = await addOn(instance, token, 'Stale')
        answered('stale instance: add', staleReply, await staleReply.text())
        const { user, system } = process.cpuUsage(used)
        into.times.push(performance.now() - start)
        into.cpu.push((user + system) / 1000)
        into.trips += sent.trips - before
      }
    for (const [call, measured] of [
      ["stale instance: add after another's add", staleChanged],
      ['  the same, cache dropped whole (before)', staleWhole],
    ] as const) {
      const [p50, cpuP50] = [percentile(measured.times, 50), percentile(measured.cpu, 50)]
      const trips = measured.trips / STALE_RUNS
      rows.push({ db: label, rows: size, call, p50, cpuP50, trips })
      console.log(
        `${String(size).padStart(8)}  ${call.padEnd(44)} ${p50.toFixed(2).padStart(8)} ${''.padStart(8)} ${cpuP50.toFixed(2).padStart(8)} ${trips.toFixed(1).padStart(6)}`,
      )
    }
    console.log(`${String(size).padStart(8)}  (storing the rows took ${Math.round(growMs)} ms)`)
  }
  await database.close()
  return rows
}

/**
 * The user list and the invoice list at each size: the calls the list screens make (a page, a filter, a sort, a
 * search, a deep page), by SQL and by the JavaScript path in turns, so both see the same load.
 */
async function benchLists(label: string, open: () => Promise<Database>) {
  const database = await open()
  await migrate(database.db)
  const paths = { sql: appOver(database.db), js: appOver(database.db, { sql: false }) }
  const { store } = paths.sql
  const signIn = async (app: ReturnType<typeof appOver>['app']) => {
    const login = await app.request(authApi.login.path, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    return { authorization: `Bearer ${accessToken}` }
  }
  console.log(`\n${label}: lists, p50 / p99 of ${RUNS} calls, ms (SQL, then the JavaScript path)`)
  console.log(
    `${'rows'.padStart(8)}  ${'call'.padEnd(52)} ${'SQL p50'.padStart(8)} ${'p99'.padStart(8)} ${'CPU p50'.padStart(8)} ${'trips'.padStart(6)} ${'JS p50'.padStart(8)} ${'p99'.padStart(8)} ${'CPU p50'.padStart(8)}`,
  )
  const rows: Record<string, unknown>[] = []
  for (const size of SIZES) {
    const grown = performance.now()
    // the seed's users and invoices again with new ids; each user's texts made their own (sorts see few ties)
    await store.update('users', (users) => {
      const seed = users.slice(0, 50)
      let id = users.reduce((max, user) => Math.max(max, user.id), 0)
      while (users.length < size) {
        const { accountId: _, ...from } = seed[users.length % seed.length]
        id++
        users.push({
          ...from,
          id,
          fullName: `${from.fullName} ${id}`,
          username: `${from.username}${id}`,
          email: `${id}.${from.email}`,
        })
      }
    })
    await store.update('invoices', (invoices) => {
      const seed = invoices.slice(0, 50)
      let id = invoices.reduce((max, invoice) => Math.max(max, invoice.id), 0)
      while (invoices.length < size) invoices.push({ ...seed[invoices.length % seed.length], id: ++id })
    })
    const growMs = performance.now() - grown
    await database.db.exec('vacuum analyze records')
    const headers = { sql: await signIn(paths.sql.app), js: await signIn(paths.js.app) }

    async function time(call: string, url: string) {
      const measured = {
        sql: { times: [] as number[], cpu: [] as number[] },
        js: { times: [] as number[], cpu: [] as number[] },
      }
      let trips = 0
      for (let run = 0; run < RUNS + 3; run++)
        for (const path of ['sql', 'js'] as const) {
          const before = sent.trips
          const start = performance.now()
          const used = process.cpuUsage()
          const response = await paths[path].app.request(url, { headers: headers[path] })
          const body = await response.text()
          const { user, system } = process.cpuUsage(used)
          answered(`${call} (${path})`, response, body)
          if (run < 3) continue
          measured[path].times.push(performance.now() - start)
          measured[path].cpu.push((user + system) / 1000)
          if (path === 'sql') trips += sent.trips - before
        }
      const of = (path: 'sql' | 'js') => ({
        p50: percentile(measured[path].times, 50),
        p99: percentile(measured[path].times, 99),
        cpuP50: percentile(measured[path].cpu, 50),
      })
      const [sql, js] = [of('sql'), of('js')]
      rows.push({ db: label, rows: size, call, sql, js, trips: trips / RUNS, growMs })
      const figures = [sql.p50, sql.p99, sql.cpuP50].map((n) => n.toFixed(2).padStart(8)).join(' ')
      const jsFigures = [js.p50, js.p99, js.cpuP50].map((n) => n.toFixed(2).padStart(8)).join(' ')
      console.log(
        `${String(size).padStart(8)}  ${call.padEnd(52)} ${figures} ${(trips / RUNS).toFixed(1).padStart(6)} ${jsFigures}`,
      )
    }

    const users = (query: Record<string, string | number>) => callUrl(usersApi.list, undefined, query)
    const invoices = (query: Record<string, string | number>) =>
      callUrl(invoiceApi.invoices, undefined, { ...query, allData: 'false' })
    await time('users: page 1 of 10, by id', users({}))
    await time(
      'users: role editor, by full name down, page 3',
      users({ role: 'editor', sortColumn: 'fullName', sort: 'desc', page: 3 }),
    )
    await time(
      'users: status active, by plan down, page 2 of 25',
      users({ status: 'active', sortColumn: 'currentPlan', sort: 'desc', page: 2, perPage: 25 }),
    )
    await time('users: by email, page 50 of 10', users({ sortColumn: 'email', page: 50 }))
    await time("users: search 'dunmore', by username", users({ q: 'dunmore', sortColumn: 'username' }))
    // a word in no name: the trigram indexes of migration 010 answer it without walking the list
    await time("users: search 'zebra' (no match), by username", users({ q: 'zebra', sortColumn: 'username' }))
    await time('invoices: page 1 of 10, newest first', invoices({}))
    await time(
      'invoices: status paid, by total down, page 2',
      invoices({ status: 'paid', sortColumn: 'total', sort: 'desc', page: 2 }),
    )
    await time('invoices: by client, page 20 of 10', invoices({ sortColumn: 'client', page: 20 }))
    await time(
      "invoices: search 'kettering', by due date",
      invoices({ q: 'kettering', sortColumn: 'dueDate' }),
    )
    await time("invoices: search 'zebra' (no match)", invoices({ q: 'zebra' }))
    console.log(`${String(size).padStart(8)}  (storing the rows took ${Math.round(growMs)} ms)`)
  }
  await database.close()
  return rows
}

const run = CALLS === 'lists' ? benchLists : bench
const results: Record<string, unknown>[] = []
if (DB === 'pglite' || DB === 'both')
  results.push(
    ...(CALLS === 'lists' || !SOLE
      ? await run('embedded PostgreSQL (PGlite)', openEmbedded)
      : await bench('embedded PostgreSQL (PGlite), sole as the server opens it', openEmbedded, true)),
  )
if (DB === 'server' || DB === 'both') results.push(...(await run('PostgreSQL server', openServer)))
if (option('json')) {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(option('json')!, JSON.stringify(results, null, 2))
}
