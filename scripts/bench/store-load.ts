/**
 * Two Node server processes on one PostgreSQL server under many clients at once (issue #40): 0 errors and 0 lost
 * updates, or the exit code says otherwise. See docs/benchmarks.md, "Two instances under 50 clients".
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx scripts/bench/store-load.ts [--clients=50] [--seconds=60] [--ports=4001,4002]
 *                                         [--server=built|source] [--no-build] [--keep-db]
 *                                         [--servers=1|2] [--start-together] [--postgres-pid=PID]
 *                                         [--build-dir=dist-server]
 *   (or `npm run bench -- --store-load [same options]`)
 *
 * What it does, as a team's deployment would see it:
 * - makes a new database on the server DATABASE_URL names (dropped at the end unless --keep-db) and starts two
 *   servers on it, each on its own port with the same signing secrets (JWT_ACCESS_SECRET / JWT_REFRESH_SECRET from
 *   the environment, else a pair made for this run): the built server (`npm run build:api`, then
 *   `node dist-server/server.js`, as `npm run start:api` does) or with `--server=source` the source as
 *   `npm run api` runs it. `--build-dir` builds elsewhere in the checkout (the test suite's own build, which another
 *   test's rebuild of dist-server cannot pull away). `--ports=0,0` (the default) takes free ports. `--servers=1`
 *   runs the same on one server, for comparison; `--start-together` starts both at once (on a new database that
 *   can fail: docs/benchmarks.md); `--postgres-pid` (a local server's postmaster) adds PostgreSQL's CPU time.
 * - registers one account per client through `POST /jwt/register`, as a person would. `NEW_ACCOUNT_ROLE=admin`
 *   is set on both servers so each account may read the user list and change a user (a member may not). No limit
 *   of the server stands in the way: the sign-in limit counts failed sign-ins only (there are none), the request
 *   limits cover reset and verification requests only, and the quotas (10,000 tasks, 10,000 mails per account)
 *   are far above what a run adds.
 * - runs the clients for --seconds, each one call at a time, every call on the other server than the last (so
 *   each session is used on both): add a task, list the tasks, update one (toggle done or rename), list the inbox's
 *   first page, send a mail, read a page of the user list, change the shared user, and every other round delete
 *   a task. The shared user is one record of the shared `users` collection that every client changes at once:
 *   each writes one of six text fields (so several clients write each field, and each write leaves the other
 *   fields alone).
 * - checks as it goes that each task list shows the client's acknowledged writes (a read after a write, perhaps
 *   on the other server), and at the end, reading each account through both servers: every acknowledged add is
 *   there with its last acknowledged values, every acknowledged delete is gone from the list, ids are distinct,
 *   the counts are what the client expects (the tasks and sent mails it found at its start plus its adds, less its
 *   deletes), both servers answer the same, and each field of the shared user holds a write that could have been
 *   the last (none acknowledged after it began).
 *
 * It prints calls/s, p50/p95/p99 per kind of call, the servers' CPU time per call (less swayed by a busy machine
 * than wall time), errors by status (any 5xx or network error, and any status the client did not expect), and
 * the check's result. Exit code 0 only with no error, no lost update and no stale read.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { authCalls } from '../../contract/auth.calls'
import { emailCalls } from '../../contract/email.calls'
import { todoCalls } from '../../contract/todo.calls'
import { usersCalls } from '../../contract/users.calls'

const root = fileURLToPath(new URL('../..', import.meta.url))
const args = process.argv.slice(2)
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const flag = (name: string) => args.includes(`--${name}`)

const CLIENTS = Number(option('clients') ?? 50)
const SECONDS = Number(option('seconds') ?? 60)
const PORTS = (option('ports') ?? '0,0').split(',').map(Number)
const SERVER = option('server') ?? 'built'
/** Where the built server is (`npm run build:api`'s dist-server unless told), relative to the checkout. */
const BUILD_DIR = option('build-dir') ?? 'dist-server'
/** 1 runs the same load on one server, for comparison: what a second instance adds. */
const INSTANCES = Number(option('servers') ?? 2)
/** The fields of the shared user the clients write: client i writes SHARED_FIELDS[i % 6]. */
const SHARED_FIELDS = ['company', 'country', 'contact', 'phone', 'address', 'languages'] as const
type SharedField = (typeof SHARED_FIELDS)[number]
/** The whole task list comes in replies of at most this many (docs/api.md, "Limits"). */
const WHOLE_LIST_MAX = 1000
const PER_PAGE_MAX = 100

const DATABASE_URL = process.env.DATABASE_URL
if (!DATABASE_URL) {
  process.stderr.write(
    'store-load: DATABASE_URL must name a PostgreSQL server (postgres://user@host:port/db): both servers use a new ' +
      'database on it. Two instances cannot share the embedded database.\n',
  )
  process.exit(2)
}
if (
  !(CLIENTS > 0 && SECONDS > 0 && PORTS.length === 2 && ['built', 'source'].includes(SERVER)) ||
  ![1, 2].includes(INSTANCES)
) {
  process.stderr.write(
    'store-load: --clients and --seconds must be positive, --ports=A,B, --server=built|source, --servers=1|2\n',
  )
  process.exit(2)
}

// ------------------------------------------------------------------------------------------- the database

const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
const databaseName = `tessera_load_${runId}`
const databaseUrl = (() => {
  const url = new URL(DATABASE_URL)
  url.pathname = `/${databaseName}`
  return url.toString()
})()

async function onServer(sql: string) {
  const { openPg } = await import('../../backend/store/sql/pg')
  const db = await openPg(DATABASE_URL!)
  try {
    await db.query(sql)
  } finally {
    await db.close()
  }
}

/** Transactions the run's database has committed and rolled back so far (PostgreSQL's own statistics). */
async function transactions() {
  const { openPg } = await import('../../backend/store/sql/pg')
  const db = await openPg(databaseUrl)
  try {
    // the statistics of this transaction are a snapshot: clear it so the figure is current
    await db.query('select pg_stat_clear_snapshot()')
    const [row] = await db.query<{ done: string }>(
      'select xact_commit + xact_rollback as done from pg_stat_database where datname = current_database()',
    )
    return Number(row.done)
  } finally {
    await db.close()
  }
}

// ------------------------------------------------------------------------------------------------ servers

interface Server {
  name: string
  child: ChildProcess
  base: string
  logFile: string
}

const logDir = mkdtempSync(join(tmpdir(), 'tessera-load-'))
const servers: Server[] = []
const secrets = {
  JWT_ACCESS_SECRET: process.env.JWT_ACCESS_SECRET ?? randomBytes(24).toString('base64url'),
  JWT_REFRESH_SECRET: process.env.JWT_REFRESH_SECRET ?? randomBytes(24).toString('base64url'),
}

async function startServer(name: string, port: number): Promise<Server> {
  const logFile = join(logDir, `${name}.log`)
  const log = openSync(logFile, 'a')
  const command =
    SERVER === 'built' ? [join(BUILD_DIR, 'server.js')] : ['--import', 'tsx', 'backend/runtimes/node.ts']
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      ...secrets,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      NEW_ACCOUNT_ROLE: 'admin',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', log],
  })
  // the first line names the port (a free one with PORT=0); the rest (the mails it "sends") is not needed
  const base = await new Promise<string>((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 120 s`)), 120_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const found = /Tessera API on (http:\/\/localhost:\d+)/.exec(text)
      if (found) {
        clearTimeout(timer)
        resolve(found[1])
      }
      if (text.length > 4096) text = text.slice(-1024)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited (${code}): ${readFileSync(logFile, 'utf8').slice(-600)}`))
    })
  })
  child.stdout!.resume()
  const server = { name, child, base, logFile }
  servers.push(server)
  return server
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

/**
 * CPU seconds of a local PostgreSQL server (`--postgres-pid`, its postmaster's pid): its own, its finished
 * children's, and every live child's (a backend per connection). Linux only.
 */
function postgresCpuSeconds(pid: number): number | undefined {
  const own = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime, stime, cutime, cstime (fields 14 to 17 of stat; the split drops the first two)
  let ticks = [11, 12, 13, 14].reduce((sum, field) => sum + Number(own[field]), 0)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')
      if (Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone meanwhile: its time is in the parent's cutime now
    }
  }
  return ticks / 100
}
const POSTGRES_PID = Number(option('postgres-pid') ?? 0)

async function stopAll() {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 12_000).unref()
        }),
    ),
  )
}

// -------------------------------------------------------------------------------------------------- calls

type Kind =
  | 'register'
  | 'add task'
  | 'list tasks'
  | 'update task'
  | 'delete task'
  | 'inbox page'
  | 'send mail'
  | 'user list page'
  | 'update shared user'

interface Reply {
  status: number
  body: unknown
}

const stats = new Map<Kind, { ms: number[]; statuses: Map<string, number> }>()
/** Each unexpected answer: kind, status (or the network error), the server, and the start of the body. */
const errors: { kind: Kind; status: string; server: string; detail: string }[] = []
let measuring = false

function record(kind: Kind, ms: number, status: string) {
  if (!measuring && kind !== 'register') return
  const entry = stats.get(kind) ?? { ms: [] as number[], statuses: new Map<string, number>() }
  entry.ms.push(ms)
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1)
  stats.set(kind, entry)
}

/**
 * One call as a client makes it; `undefined` when it failed (an error is noted). `expected` is the status the
 * client waits for; anything else is an error.
 */
async function call(
  kind: Kind,
  server: Server,
  method: string,
  path: string,
  expected: number,
  options: { token?: string; body?: unknown } = {},
): Promise<Reply | undefined> {
  const start = performance.now()
  try {
    const response = await fetch(server.base + path, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    record(kind, performance.now() - start, String(response.status))
    if (response.status !== expected) {
      errors.push({ kind, status: String(response.status), server: server.name, detail: text.slice(0, 200) })
      return undefined
    }
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    const status = `network (${cause ?? (error as Error).message})`
    record(kind, performance.now() - start, status)
    errors.push({ kind, status, server: server.name, detail: String(error) })
    return undefined
  }
}

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`

// ------------------------------------------------------------------------------------------------ clients

interface Task {
  id: number
  title: string
  isCompleted: boolean
  isDeleted: boolean
}
interface Mail {
  id: number
  subject: string
  folder: string
}
interface SharedWrite {
  value: string
  start: number
  end: number
  /** false when the call failed: it may or may not have been stored */
  acknowledged: boolean
}

interface Client {
  index: number
  token: string
  /** the tasks this client added, with their last acknowledged values */
  tasks: Map<number, Task>
  /** tasks whose last write did not answer: their state is unknown */
  uncertain: Set<number>
  sent: Map<number, string>
  startTasks: number
  startSent: number
  failedAdds: number
  failedSends: number
  turn: number
}

/** Every call on the other server than the client's last. */
const next = (client: Client) => servers[client.turn++ % servers.length]
const live = (client: Client) => [...client.tasks.values()].filter((task) => !task.isDeleted)
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]

let staleReads = 0
const staleExamples: string[] = []

async function register(index: number): Promise<Client> {
  const reply = await call(
    'register',
    servers[index % servers.length],
    'POST',
    authCalls.register.path,
    200,
    {
      body: {
        email: `load.${index}.${runId}@example.com`,
        username: `load.${index}.${runId}`,
        password: `load-pass-${runId}`,
      },
    },
  )
  const token = (reply?.body as { accessToken?: string } | undefined)?.accessToken
  if (!token) throw new Error(`client ${index} could not register: ${JSON.stringify(errors.at(-1))}`)
  return {
    index,
    token,
    tasks: new Map(),
    uncertain: new Set(),
    sent: new Map(),
    startTasks: 0,
    startSent: 0,
    failedAdds: 0,
    failedSends: 0,
    turn: index + 1,
  }
}

/** The whole task list (`filter` as given), asking again from the next offset while a reply is full. */
async function allTasks(kind: Kind, client: Client, server: Server, filter?: string) {
  const tasks: Task[] = []
  for (;;) {
    const params: Record<string, string | number> = { offset: tasks.length }
    if (filter) params.filter = filter
    const reply = await call(kind, server, 'GET', query(todoCalls.tasks.path, params), 200, {
      token: client.token,
    })
    if (!reply) return undefined
    const page = reply.body as Task[]
    tasks.push(...page)
    if (page.length < WHOLE_LIST_MAX) return tasks
  }
}

/** A folder's mails, page by page, and the total the first page gives. */
async function allMails(client: Client, server: Server, folder: string) {
  const mails: Mail[] = []
  for (let page = 1; ; page++) {
    const reply = await call(
      'inbox page',
      server,
      'GET',
      query(emailCalls.emails.path, { folder, page, perPage: PER_PAGE_MAX }),
      200,
      { token: client.token },
    )
    if (!reply) return undefined
    const body = reply.body as { emails: Mail[]; total: number }
    mails.push(...body.emails)
    if (body.emails.length < PER_PAGE_MAX) return { mails, total: body.total }
  }
}

/** A read after this client's own writes must show them, whichever server answers it. */
function checkTaskList(client: Client, listed: Task[], where: string) {
  const byId = new Map(listed.map((task) => [task.id, task]))
  const problems: string[] = []
  for (const task of client.tasks.values()) {
    if (client.uncertain.has(task.id)) continue
    const shown = byId.get(task.id)
    if (task.isDeleted && shown) problems.push(`deleted task ${task.id} listed`)
    if (!task.isDeleted && !shown) problems.push(`task ${task.id} missing`)
    if (shown && !task.isDeleted && (shown.title !== task.title || shown.isCompleted !== task.isCompleted))
      problems.push(`task ${task.id} is ${JSON.stringify([shown.title, shown.isCompleted])}`)
  }
  if (problems.length) {
    staleReads += 1
    if (staleExamples.length < 5)
      staleExamples.push(`client ${client.index} on ${where}: ${problems.join('; ')}`)
  }
}

const shared = {
  id: 0,
  writes: new Map<SharedField, SharedWrite[]>(),
  initial: {} as Record<string, unknown>,
}

/** Past it no client starts another call. */
let deadline = Infinity

/** One round of a client's calls, each on the other server than the last; none begun after the deadline. */
async function round(client: Client, n: number) {
  const { token } = client
  const t = `c${client.index}.r${n}`
  const steps: (() => Promise<unknown>)[] = [
    async () => {
      const added = await call('add task', next(client), 'POST', todoCalls.addTask.path, 201, {
        token,
        body: { task: { title: `load ${t}`, tags: ['team'] } },
      })
      if (!added) return (client.failedAdds += 1)
      const task = (added.body as { task: Task }).task
      if (client.tasks.has(task.id)) lose(`client ${client.index}: task id ${task.id} given twice`)
      client.tasks.set(task.id, { id: task.id, title: task.title, isCompleted: false, isDeleted: false })
    },
    async () => {
      const server = next(client)
      const listed = await allTasks('list tasks', client, server)
      if (listed) checkTaskList(client, listed, server.name)
    },
    async () => {
      const target = pick(live(client))
      if (!target) return
      // toggle done or rename, by turns (half the clients begin with each)
      const change = (n + client.index) % 2 ? { title: `renamed ${t}` } : { isCompleted: !target.isCompleted }
      const updated = await call('update task', next(client), 'POST', todoCalls.updateTask.path, 200, {
        token,
        body: { task: { id: target.id, ...change } },
      })
      if (updated) {
        Object.assign(target, change)
        client.uncertain.delete(target.id)
      } else client.uncertain.add(target.id)
    },
    () =>
      call(
        'inbox page',
        next(client),
        'GET',
        query(emailCalls.emails.path, { folder: 'inbox', page: 1 }),
        200,
        {
          token,
        },
      ),
    async () => {
      const subject = `load mail ${t}`
      const sent = await call('send mail', next(client), 'POST', emailCalls.send.path, 201, {
        token,
        body: {
          email: { to: [{ name: 'Team', email: 'team@example.com' }], subject, message: `<p>Round ${n}</p>` },
        },
      })
      if (sent) client.sent.set((sent.body as { email: Mail }).email.id, subject)
      else client.failedSends += 1
    },
    () =>
      call(
        'user list page',
        next(client),
        'GET',
        query(usersCalls.list.path, { page: 1 + (n % 5), perPage: 10 }),
        200,
        { token },
      ),
    async () => {
      const field = SHARED_FIELDS[client.index % SHARED_FIELDS.length]
      const value = `${field} ${t}`
      const start = performance.now()
      const wrote = await call('update shared user', next(client), 'POST', usersCalls.updateUser.path, 200, {
        token,
        body: { id: shared.id, [field]: value },
      })
      const writes = shared.writes.get(field) ?? []
      writes.push({ value, start, end: performance.now(), acknowledged: Boolean(wrote) })
      shared.writes.set(field, writes)
    },
    async () => {
      // every other round, half the clients from their first
      const doomed = (n + client.index) % 2 ? pick(live(client)) : undefined
      if (!doomed) return
      const deleted = await call(
        'delete task',
        next(client),
        'DELETE',
        query(todoCalls.deleteTask.path, { taskId: doomed.id }),
        200,
        { token },
      )
      if (deleted) {
        doomed.isDeleted = true
        client.uncertain.delete(doomed.id)
      } else client.uncertain.add(doomed.id)
    },
  ]
  for (const step of steps) {
    if (performance.now() >= deadline) return
    await step()
  }
}

// ----------------------------------------------------------------------------------------------- checking

const lost: string[] = []
let lostCount = 0
const lose = (message: string) => {
  lostCount += 1
  if (lost.length < 50) lost.push(message)
}

/** Reads one account back through one server and compares it with what its client believes. */
async function verifyClient(client: Client, server: Server) {
  const where = `client ${client.index} on ${server.name}`
  const tasks = await allTasks('list tasks', client, server)
  const deleted = await allTasks('list tasks', client, server, 'deleted')
  const sent = await allMails(client, server, 'sent')
  if (!tasks || !deleted || !sent) {
    lose(`${where}: could not read back`)
    return undefined
  }
  const ids = tasks.map((task) => task.id)
  if (new Set(ids).size !== ids.length) lose(`${where}: task ids repeat`)
  const byId = new Map(tasks.map((task) => [task.id, task]))
  const deletedIds = new Set(deleted.map((task) => task.id))
  let adds = 0
  let deletes = 0
  for (const task of client.tasks.values()) {
    adds += 1
    if (client.uncertain.has(task.id)) continue
    const stored = byId.get(task.id)
    if (task.isDeleted) {
      deletes += 1
      if (stored) lose(`${where}: deleted task ${task.id} is still listed`)
      if (!deletedIds.has(task.id)) lose(`${where}: deleted task ${task.id} is not among the deleted`)
    } else if (!stored) lose(`${where}: task ${task.id} is gone`)
    else if (stored.title !== task.title || stored.isCompleted !== task.isCompleted)
      lose(
        `${where}: task ${task.id} is ${JSON.stringify([stored.title, stored.isCompleted])}, ` +
          `acknowledged ${JSON.stringify([task.title, task.isCompleted])}`,
      )
  }
  // with no call lost in between, the counts are exact
  if (
    client.uncertain.size === 0 &&
    client.failedAdds === 0 &&
    tasks.length !== client.startTasks + adds - deletes
  )
    lose(`${where}: ${tasks.length} tasks, expected ${client.startTasks} + ${adds} - ${deletes}`)
  const sentIds = sent.mails.map((mail) => mail.id)
  if (new Set(sentIds).size !== sentIds.length) lose(`${where}: sent mail ids repeat`)
  const sentById = new Map(sent.mails.map((mail) => [mail.id, mail]))
  for (const [id, subject] of client.sent)
    if (sentById.get(id)?.subject !== subject) lose(`${where}: sent mail ${id} (${subject}) is missing`)
  if (client.failedSends === 0 && sent.total !== client.startSent + client.sent.size)
    lose(`${where}: ${sent.total} sent mails, expected ${client.startSent} + ${client.sent.size}`)
  return { tasks: canonical(tasks), deleted: canonical(deleted), sent: canonical(sent) }
}

/**
 * JSON with each object's keys in one order: a record the answering instance just wrote keeps the handler's key
 * order, one read back from `jsonb` has PostgreSQL's; the same values either way.
 */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )

/** Where two servers' views of one account part, in a few words. */
function difference(a: Record<string, string>, b: Record<string, string>): string | undefined {
  for (const part of Object.keys(a)) {
    if (a[part] === b[part]) continue
    const [left, right] = [a[part], b[part]]
    let at = 0
    while (at < left.length && left[at] === right[at]) at++
    return `${part} differ at character ${at}: A …${left.slice(Math.max(0, at - 80), at + 80)}… B …${right.slice(Math.max(0, at - 80), at + 80)}…`
  }
  return undefined
}

/** Each field of the shared user must hold a write no acknowledged write began after (it could be the last). */
async function verifyShared(client: Client) {
  const seen: string[] = []
  for (const server of servers) {
    const reply = await call(
      'user list page',
      server,
      'GET',
      query(usersCalls.user.path, { id: shared.id }),
      200,
      {
        token: client.token,
      },
    )
    if (!reply) return lose(`shared user: could not read it on ${server.name}`)
    const user = (reply.body as { user: Record<string, unknown> }).user
    seen.push(canonical(user))
    for (const field of SHARED_FIELDS) {
      const writes = shared.writes.get(field) ?? []
      const acknowledged = writes.filter((write) => write.acknowledged)
      if (acknowledged.length === 0) {
        if (writes.length === 0 && user[field] !== shared.initial[field])
          lose(`shared user on ${server.name}: ${field} changed with no write`)
        continue
      }
      const lastStart = Math.max(...acknowledged.map((write) => write.start))
      const candidates = writes.filter((write) => write.end >= lastStart).map((write) => write.value)
      if (!candidates.includes(user[field] as string))
        lose(
          `shared user on ${server.name}: ${field} is ${JSON.stringify(user[field])}, ` +
            `not one of the ${candidates.length} writes that could be last`,
        )
    }
  }
  if (new Set(seen).size > 1) lose('shared user: the two servers answer differently')
}

// ---------------------------------------------------------------------------------------------- reporting

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN
const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0))
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

function table(rows: string[][]) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  for (const row of rows)
    console.log(
      `  ${row.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ')}`,
    )
}

// --------------------------------------------------------------------------------------------------- main

async function main() {
  console.log(
    `store-load: ${CLIENTS} clients for ${SECONDS} s on ${INSTANCES === 2 ? 'two' : 'one'} ${SERVER} ` +
      `server(s), database ${databaseName}; ` +
      `${cpus().length} cores, load average ${load()}`,
  )
  if (SERVER === 'built' && !(flag('no-build') && existsSync(join(root, BUILD_DIR, 'server.js')))) {
    const build = spawnSync(process.execPath, ['scripts/build-api.mjs', `--outdir=${BUILD_DIR}`], {
      cwd: root,
      stdio: 'inherit',
    })
    if (build.status !== 0) throw new Error('npm run build:api failed')
  }
  await onServer(`create database ${databaseName}`)
  const startedAt = performance.now()
  // one after the other: the first migrates and seeds the new database. Two starting at once on a new database
  // can fail (docs/benchmarks.md, "Two instances under 50 clients"); `--start-together` shows it.
  if (flag('start-together'))
    await Promise.all(['A', 'B'].slice(0, INSTANCES).map((name, i) => startServer(name, PORTS[i])))
  else for (const [i, name] of ['A', 'B'].slice(0, INSTANCES).entries()) await startServer(name, PORTS[i])
  servers.sort((a, b) => a.name.localeCompare(b.name))
  console.log(
    `  servers: ${servers.map((server) => `${server.name} ${server.base}`).join(', ')} ` +
      `(${((performance.now() - startedAt) / 1000).toFixed(1)} s to start)`,
  )

  const registerStart = performance.now()
  const clients: Client[] = []
  // a few at a time: each registration hashes a password (scrypt), which is meant to be slow
  for (let index = 0; index < CLIENTS; index += 10)
    clients.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, CLIENTS - index) }, (_, offset) => register(index + offset)),
      )),
    )
  console.log(
    `  ${CLIENTS} accounts registered in ${((performance.now() - registerStart) / 1000).toFixed(1)} s`,
  )

  // what each account holds before the run: its copy of the demo's tasks and sent mails
  for (const client of clients) {
    const tasks = await allTasks('list tasks', client, next(client))
    const sent = await allMails(client, next(client), 'sent')
    if (!tasks || !sent)
      throw new Error(`client ${client.index} could not read its start: ${JSON.stringify(errors.at(-1))}`)
    client.startTasks = tasks.length
    client.startSent = sent.total
  }
  const users = await call(
    'user list page',
    servers[0],
    'GET',
    query(usersCalls.list.path, { page: 1, perPage: 10 }),
    200,
    {
      token: clients[0].token,
    },
  )
  // a user who is no one's sign-in account: the writes change nobody's access
  const sharedUser = (users?.body as { users: { id: number; accountId?: number }[] } | undefined)?.users.find(
    (user) => user.accountId === undefined,
  ) as Record<string, unknown> | undefined
  if (!sharedUser) throw new Error('no user to share')
  shared.id = sharedUser.id as number
  shared.initial = sharedUser

  const cpuBefore = servers.map((server) => cpuSeconds(server.child.pid))
  const postgresBefore = POSTGRES_PID ? postgresCpuSeconds(POSTGRES_PID) : undefined
  const transactionsBefore = await transactions()
  const loadBefore = load()
  measuring = true
  const runStart = performance.now()
  deadline = runStart + SECONDS * 1000
  await Promise.all(
    clients.map(async (client) => {
      for (let n = 0; performance.now() < deadline; n++) await round(client, n)
    }),
  )
  const elapsed = (performance.now() - runStart) / 1000
  measuring = false
  const loadAfter = load()
  const cpuAfter = servers.map((server) => cpuSeconds(server.child.pid))
  const postgresUsed = POSTGRES_PID ? postgresCpuSeconds(POSTGRES_PID)! - postgresBefore! : undefined
  const transactionsRun = (await transactions()) - transactionsBefore
  const calls = [...stats.entries()]
    .filter(([kind]) => kind !== 'register')
    .reduce((sum, [, s]) => sum + s.ms.length, 0)

  console.log(
    `\nLoad: ${calls} calls in ${elapsed.toFixed(1)} s = ${(calls / elapsed).toFixed(0)} calls/s ` +
      `(load average before ${loadBefore}, after ${loadAfter})`,
  )
  const rows = [['call', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'statuses']]
  for (const [kind, entry] of stats) {
    if (kind === 'register') continue
    const sorted = entry.ms.toSorted((a, b) => a - b)
    rows.push([
      kind,
      String(sorted.length),
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      ms(percentile(sorted, 99)),
      ms(sorted.at(-1) ?? NaN),
      [...entry.statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    ])
  }
  table(rows)
  servers.forEach((server, i) => {
    const used = (cpuAfter[i] ?? NaN) - (cpuBefore[i] ?? NaN)
    if (!Number.isNaN(used))
      console.log(
        `  server ${server.name}: ${used.toFixed(1)} CPU s, ` +
          `${((used * 1000) / (calls / servers.length)).toFixed(2)} CPU ms per call it answered`,
      )
  })
  console.log(
    `  database: ${transactionsRun} transactions, ${(transactionsRun / calls).toFixed(2)} per call, ` +
      (postgresUsed === undefined
        ? ''
        : `${postgresUsed.toFixed(1)} CPU s, ${((postgresUsed * 1000) / calls).toFixed(2)} CPU ms per call, `) +
      `${(transactionsRun / elapsed).toFixed(0)}/s`,
  )

  // the check: every account read back through each server
  const runErrors = errors.length
  for (const client of clients) {
    const views: (Record<string, string> | undefined)[] = []
    for (const server of servers) views.push(await verifyClient(client, server))
    const [a, b] = views
    const apart = a && b && difference(a, b)
    if (apart) lose(`client ${client.index}: the two servers answer differently: ${apart}`)
  }
  await verifyShared(clients[0])
  const adds = clients.reduce((sum, client) => sum + client.tasks.size, 0)
  const deletes = clients.reduce((sum, client) => sum + client.tasks.size - live(client).length, 0)
  const mails = clients.reduce((sum, client) => sum + client.sent.size, 0)
  const sharedWrites = [...shared.writes.values()].flat().filter((write) => write.acknowledged).length

  const byStatus = new Map<string, number>()
  for (const error of errors) byStatus.set(error.status, (byStatus.get(error.status) ?? 0) + 1)
  console.log(
    `\nErrors: ${runErrors} during the run, ${errors.length - runErrors} while checking` +
      (byStatus.size ? ` (${[...byStatus].map(([status, count]) => `${status}: ${count}`).join(', ')})` : ''),
  )
  for (const error of errors.slice(0, 10))
    console.log(
      `  ${error.kind} on ${error.server}: ${error.status} ${error.detail.replace(/\s+/g, ' ').slice(0, 160)}`,
    )
  console.log(
    `Stale reads: ${staleReads} (a task list that did not show the client's own acknowledged writes)`,
  )
  for (const example of staleExamples) console.log(`  ${example}`)
  console.log(
    `Check: ${adds} tasks added (${deletes} of them deleted), ${mails} mails sent, ${sharedWrites} writes to ` +
      `the shared user, each account read back on ${servers.length === 2 ? 'both servers' : 'the server'}: ` +
      (lostCount === 0 ? '0 lost updates' : `${lostCount} lost update(s)`),
  )
  for (const message of lost.slice(0, 20)) console.log(`  ${message}`)
  const logged = servers.map((server) => readFileSync(server.logFile, 'utf8')).join('')
  if (/\[tessera backend\]/.test(logged)) console.log(`Server logs (stderr) hold errors: ${logDir}`)
  return errors.length === 0 && lostCount === 0 && staleReads === 0
}

let ok = false
try {
  ok = await main()
} catch (error) {
  console.error(`store-load: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await stopAll()
  if (!flag('keep-db'))
    await onServer(`drop database if exists ${databaseName} with (force)`).catch(() => undefined)
  if (ok) rmSync(logDir, { recursive: true, force: true })
}
console.log(ok ? 'store-load: passed' : 'store-load: FAILED')
process.exit(ok ? 0 : 1)
