/**
 * The mail search on PostgreSQL (migration 008; docs/benchmarks.md, "The mail search on a trigram index"). One
 * account holds 1,000, then 10,000, then 100,000 mails (the seed's repeated with new ids); at each size the list
 * call's two statements (the page and its total) are run as the search was written before migration 008
 * (`strpos` over the list's index) and as it is now (backend/store/sql/lists.ts: `like`, which the trigram index
 * answers, for three letters in a row), one after the other in turns so both share the machine's load, for a word
 * found nowhere, a word on page 1 and two letters (also as `like`, to show why they are not). Printed: p50 / p99
 * wall ms and the p50 of this process's CPU time (all of PGlite's work; only the Node side for a server), the plans
 * (`explain (analyze, buffers)`) at the largest size, then an added mail's cost with and without the index (wall,
 * CPU and the WAL it writes), in turns too.
 *
 *   npx tsx scripts/bench/mail-search.ts [--sizes=1000,10000,100000] [--runs=50] [--db=pglite|server]
 *   (the server run needs DATABASE_URL; it makes a database of its own and drops it)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { authApi } from '../../contract/auth'
import { emailApi } from '../../contract/email'
import { createApp } from '../../backend/app'
import { joseSigner } from '../../backend/lib/jose-signer'
import { createAppStore } from '../../backend/store'
import type { SqlClient } from '../../backend/store/sql/client'
import { searched } from '../../backend/store/sql/lists'
import { migrate } from '../../backend/store/sql/migrate'
import { createSqlKv } from '../../backend/store/sql/sql-kv'

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
const SIZES = (option('sizes') ?? '1000,10000,100000').split(',').map(Number)
const RUNS = Number(option('runs') ?? 50)
const DB = option('db') ?? 'pglite'

const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]
const figures = (times: number[], cpu: number[]) =>
  `${percentile(times, 50).toFixed(2)} / ${percentile(times, 99).toFixed(2)} ms, CPU ${percentile(cpu, 50).toFixed(2)}`

async function open(): Promise<{ db: SqlClient; close: () => Promise<void> }> {
  if (DB === 'pglite') {
    const { openPglite } = await import('../../backend/store/sql/pglite')
    const dir = mkdtempSync(join(tmpdir(), 'tessera-search-'))
    const db = await openPglite(dir)
    return { db, close: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) }
  }
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL names no server: set it, or pass --db=pglite')
  const { openPg } = await import('../../backend/store/sql/pg')
  const admin = await openPg(url)
  const name = `tessera_search_${Date.now().toString(36)}`
  await admin.query(`create database ${name}`)
  const address = new URL(url)
  address.pathname = `/${name}`
  const db = await openPg(address.toString())
  return {
    db,
    close: async () => {
      await db.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.close()
    },
  }
}

const { db, close } = await open()
await migrate(db)
const store = createAppStore(createSqlKv(db), { durable: true })
const app = createApp({ runtime: 'node', signer: joseSigner, store, quotas: {} })
const admin = (await store.read('accounts')).find((account) => account.email === 'admin@demo.com')!
const own = store.ownedBy(admin, String(admin.id))
const key = `emails@${admin.id}`
console.log(`${DB}: ${RUNS} runs of each form, in turns`)

// the list call's statements for the inbox (the default list) and a search, as backend/store/sql/lists.ts writes them
const FILTER = `collection = $1 and mail_folder is not null and mail_folder = 'inbox'`
const searchForm =
  (condition: (needle: string, param: (value: unknown) => string) => string) => (needle: string) => {
    let value: unknown
    const where = `${FILTER} and ${condition(needle, (given) => ((value = given), '$2'))}`
    return { where, param: value }
  }
type Form = 'before' | 'after' | 'like'
const forms: Record<Form, ReturnType<typeof searchForm>> = {
  before: searchForm((needle, param) => `strpos(mail_subject, ${param(needle)}) > 0`),
  after: searchForm((needle, param) => searched('mail_subject', needle, param)),
  // what `after` would be for two letters without its exception (it is `strpos` for them)
  like: searchForm((needle, param) => `mail_subject like ${param(`%${needle}%`)}`),
}
const statements = (where: string) => [
  `select value from records where ${where} order by mail_time desc, record_id desc offset 0 limit 20`,
  `select count(*) as total from records where ${where}`,
]

for (const size of SIZES) {
  await own.update('emails', (mails) => {
    const seed = mails.slice(0, 50)
    let id = mails.reduce((max, mail) => Math.max(max, mail.id), 0)
    while (mails.length < size) mails.push({ ...seed[mails.length % seed.length], id: ++id })
  })
  await db.exec('vacuum analyze records')
  for (const needle of ['zebra', 'kiln', 'zq']) {
    const compared: Form[] = needle.length < 3 ? ['before', 'after', 'like'] : ['before', 'after']
    const times = { before: [] as number[], after: [] as number[], like: [] as number[] }
    const cpu = { before: [] as number[], after: [] as number[], like: [] as number[] }
    const totals = { before: 0, after: 0, like: 0 }
    for (let run = 0; run < RUNS + 3; run++)
      for (const form of compared) {
        const { where, param } = forms[form](needle)
        const start = performance.now()
        const used = process.cpuUsage()
        const [page, count] = statements(where)
        await db.query(page, [key, param])
        const [{ total }] = await db.query<{ total: number | string }>(count, [key, param])
        const { user, system } = process.cpuUsage(used)
        totals[form] = Number(total)
        if (run < 3) continue
        times[form].push(performance.now() - start)
        cpu[form].push((user + system) / 1000)
      }
    if (totals.before !== totals.after)
      throw new Error(`"${needle}": ${totals.before} before, ${totals.after} after`)
    console.log(
      `${String(size).padStart(7)} "${needle}" (${totals.after} found): ${compared.map((form) => `${form} ${figures(times[form], cpu[form])}`).join('; ')}`,
    )
    if (size !== SIZES.at(-1)) continue
    for (const form of compared) {
      const { where, param } = forms[form](needle)
      for (const text of statements(where)) {
        const plan = await db.query<Record<string, string>>(`explain (analyze, buffers) ${text}`, [
          key,
          param,
        ])
        console.log(
          `\n-- ${form}, "${needle}": ${text}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`,
        )
      }
    }
  }
}

// an added mail with the trigram index and without it, in turns of 20
const [{ size }] = await db.query<{ size: string }>(
  `select pg_size_pretty(pg_relation_size('records_mail_subject')) as size`,
)
console.log(`\nrecords_mail_subject: ${size}`)
const login = await app.request(authApi.login.path, {
  method: 'POST',
  body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
})
const { accessToken } = (await login.json()) as { accessToken: string }
const [{ indexdef }] = await db.query<{ indexdef: string }>(
  `select indexdef from pg_indexes where indexname = 'records_mail_subject'`,
)
const wal = { with: 0, without: 0 }
const adds = { with: [] as number[], without: [] as number[] }
const addCpu = { with: [] as number[], without: [] as number[] }
for (let turn = 0; turn < Math.max(1, Math.round(RUNS / 20)); turn++)
  for (const form of ['with', 'without'] as const) {
    if (form === 'without') await db.exec('drop index records_mail_subject')
    const [{ lsn }] = await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
    for (let run = 0; run < 20; run++) {
      const start = performance.now()
      const used = process.cpuUsage()
      const reply = await app.request(emailApi.send.path, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: {
            to: [{ email: 'someone@example.com' }],
            subject: `Bench kiln order ${run}`,
            message: '<p>Hi</p>',
          },
        }),
      })
      await reply.text()
      const { user, system } = process.cpuUsage(used)
      if (reply.status !== 201) throw new Error(`send: ${reply.status}`)
      adds[form].push(performance.now() - start)
      addCpu[form].push((user + system) / 1000)
    }
    const [{ bytes }] = await db.query<{ bytes: string }>(
      'select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::text as bytes',
      [lsn],
    )
    wal[form] += Number(bytes)
    if (form === 'without') await db.exec(indexdef)
  }
const perAdd = (form: 'with' | 'without') =>
  `${figures(adds[form], addCpu[form])}, WAL ${(wal[form] / adds[form].length / 1024).toFixed(1)} KB`
console.log(`add a mail: with the index ${perAdd('with')}; without ${perAdd('without')}`)
await close()
