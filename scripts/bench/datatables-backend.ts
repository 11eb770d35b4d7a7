/**
 * How fast the back end answers a searched, sorted page of a big employee list: `createApp` over a memory store
 * whose 100 seed employees are replaced by 10,000 (the seed's rows repeated with new ids), then
 * GET /api/datatables/data?q=…&sortColumn=salary&sort=desc&page=3&perPage=25 timed through app.request()
 * (no network), median of 20 after 3 warm-ups. Two times per call: `back end` is until the Response exists;
 * `with body` adds reading the body back as text (as bytes, then decoded). The reply is the page, the total
 * and, as the spec has it, every row (`allData`, encoded once per write); the list is sorted once per write
 * (`sortedByOnce`), so a call searches a sorted copy and slices it. The breakdown below times the steps alone, the
 * sort as a first call after a write pays it.
 *
 *   npx tsx --expose-gc scripts/bench/datatables-backend.ts [--rows=10000] [--runs=20]
 */
import { performance } from 'node:perf_hooks'
import type { Employee } from '../../contract/datatables'
import { createApp } from '../../backend/app'
import { joseSigner } from '../../backend/lib/jose-signer'
import { createAppStore } from '../../backend/store'
import { createMemoryKv } from '../../backend/store/memory-kv'

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const ROWS = option('rows', 10_000)
const RUNS = option('runs', 20)

const collectGarbage = (globalThis as { gc?: () => void }).gc

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const store = createAppStore(createMemoryKv())
const app = createApp({ runtime: 'test', signer: joseSigner, store })

await store.update('employees', (employees) => {
  const seed = employees.slice()
  employees.length = 0
  for (let id = 1; id <= ROWS; id++) {
    const base = seed[(id - 1) % seed.length]
    employees.push({
      ...base,
      id,
      email: `${id}.${base.email}`,
      salary: base.salary + (id % 97) * 10,
    })
  }
})

const login = await app.request('/jwt/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
})
const { accessToken } = (await login.json()) as { accessToken: string }
const headers = { authorization: `Bearer ${accessToken}` }

async function time(path: string) {
  const times: number[] = []
  const withBody: number[] = []
  let reply: { total: number; invoices: Employee[] } | undefined
  for (let run = 0; run < RUNS + 3; run++) {
    // with --expose-gc, the garbage of the run before (its 2 MB body read back) is collected outside the timing
    collectGarbage?.()
    const start = performance.now()
    const response = await app.request(path, { headers })
    const answered = performance.now() - start
    // bytes, then text: Node's response.text() left work behind that slowed the next call by 15-20 ms, which a
    // page reading its answer on another thread (the worker's) never pays
    const body = new TextDecoder().decode(await response.arrayBuffer())
    const took = performance.now() - start
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`)
    if (run >= 3) {
      times.push(answered)
      withBody.push(took)
    }
    reply = JSON.parse(body)
  }
  return {
    median: median(times),
    withBody: median(withBody),
    total: reply?.total ?? 0,
    page: reply?.invoices.length ?? 0,
  }
}

const cases = [
  ['searched + sorted page', '/api/datatables/data?q=an&sortColumn=salary&sort=desc&page=3&perPage=25'],
  ['sorted page, no search', '/api/datatables/data?sortColumn=full_name&sort=asc&page=40&perPage=100'],
  ['page only', '/api/datatables/data?page=1&perPage=10'],
] as const

console.log(
  `\nDatatables back end, ${ROWS.toLocaleString('en')} employees, median of ${RUNS} (Node, app.request)`,
)
console.log(`  ${'call'.padEnd(26)} ${'back end'.padStart(10)} ${'with body'.padStart(11)}`)
for (const [name, path] of cases) {
  const result = await time(path)
  console.log(
    `  ${name.padEnd(26)} ${result.median.toFixed(2).padStart(7)} ms ${result.withBody.toFixed(2).padStart(8)} ms  (${result.page} rows of ${result.total})`,
  )
}

// Where the time goes: the store's read (a cached, frozen array), the search of the sorted copy and the page, the
// sort a first call after a write pays, and the JSON of a reply.
const { searchItems, sortItems, paginate } = await import('../../backend/lib/list')
const step = async (name: string, work: () => unknown) => {
  const times: number[] = []
  for (let run = 0; run < RUNS + 3; run++) {
    const start = performance.now()
    await work()
    if (run >= 3) times.push(performance.now() - start)
  }
  console.log(`    ${name.padEnd(40)} ${median(times).toFixed(2).padStart(7)} ms`)
}
const rows = await store.read('employees')
const bySalary = sortItems(rows, 'salary', 'desc')
const fields = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const
console.log('  of which')
await step('store read (cached, frozen)', () => store.read('employees'))
await step('search "an" of the sorted copy + page', () =>
  paginate(searchItems(bySalary, 'an', fields), { page: 3, perPage: 25 }, 10),
)
await step('sort by salary (once per write)', () => sortItems(rows, 'salary', 'desc'))
await step('sort by full_name (once per write)', () => sortItems(rows, 'full_name'))
await step('JSON of a 25-row reply', () =>
  JSON.stringify({ invoices: rows.slice(0, 25), total: rows.length }),
)
await step('JSON of all rows (allData, once per write)', () => JSON.stringify(rows))
