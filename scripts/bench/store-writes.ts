/**
 * What one call costs on a big store: `createApp` over a store holding 10,000 tasks, 10,000 mails and 10,000
 * events (the seed's records repeated with new ids), then one add, update and delete of a task, an update of
 * mails, an added event, and filtered, sorted lists of tasks, mails and events, each timed through app.request()
 * (no network), median of 20 after 3 warm-ups. Two times per call: `back end` is until the Response exists (the
 * handler, the store and JSON.stringify); `with body` adds reading the body back as text, which in Node costs
 * about as much again for a big answer (in the browser the worker hands the body over instead).
 *
 * The store runs over the memory kv, and over IndexedDB (fake-indexeddb, in memory: its figures show the work
 * of a write, not a disk's) with `--kv=idb`, or both with `--kv=both` (the default).
 *
 *   npx tsx scripts/bench/store-writes.ts [--rows=10000] [--runs=20] [--kv=memory|idb|both]
 */
import 'fake-indexeddb/auto'
import { performance } from 'node:perf_hooks'
import { authApi } from '../../contract/auth'
import { calendarApi } from '../../contract/calendar'
import { callUrl } from '../../contract/endpoint'
import { emailApi } from '../../contract/email'
import { todoApi } from '../../contract/todo'
import { createApp } from '../../backend/app'
import { joseSigner } from '../../backend/lib/jose-signer'
import { createAppStore } from '../../backend/store'
import { createIdbKv } from '../../backend/store/idb-kv'
import type { Kv } from '../../backend/store/kv'
import { createMemoryKv } from '../../backend/store/memory-kv'

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const ROWS = option('rows', 10_000)
const RUNS = option('runs', 20)
const KV = process.argv.find((arg) => arg.startsWith('--kv='))?.split('=')[1] ?? 'both'

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function bench(kvName: string, kv: Kv) {
  const store = createAppStore(kv)
  const app = createApp({ runtime: 'test', signer: joseSigner, store })

  /** The collection's records repeated with new ids up to ROWS. */
  const grow = (records: { id: number }[]) => {
    // the plain records (`concat` on a draft returns them undrafted): copies of drafts would share their parts
    const seed = records.concat()
    records.length = 0
    for (let id = 1; id <= ROWS; id++) records.push({ ...seed[(id - 1) % seed.length], id })
  }
  await store.update('tasks', grow)
  await store.update('emails', grow)
  await store.update('calendarEvents', grow)

  const login = await app.request(authApi.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }

  async function time(label: string, request: (run: number) => [string, RequestInit]) {
    const [backEnd, withBody]: number[][] = [[], []]
    let status = 0
    let bytes = 0
    for (let run = 0; run < RUNS + 3; run++) {
      const [path, init] = request(run)
      const start = performance.now()
      const response = await app.request(path, { ...init, headers: auth })
      const answered = performance.now()
      const text = await response.text()
      if (run >= 3) backEnd.push(answered - start)
      if (run >= 3) withBody.push(performance.now() - start)
      status = response.status
      bytes = text.length
    }
    const ms = (times: number[]) => `${median(times).toFixed(2).padStart(8)} ms`
    console.log(`${label.padEnd(40)} ${ms(backEnd)} ${ms(withBody)}  (status ${status}, ${bytes} bytes)`)
  }

  const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) })
  console.log(`\n${kvName}: ${ROWS} tasks, ${ROWS} mails, ${ROWS} events; median of ${RUNS}`)
  console.log(`${'call'.padEnd(40)} ${'back end'.padStart(11)} ${'with body'.padStart(11)}`)
  // what every call costs besides its work: routing, the token's check, the session
  await time('baseline: the assignees (a constant)', () => [todoApi.assignees.path, { method: 'GET' }])
  await time('add a task', () => [todoApi.addTask.path, post({ task: { title: 'Bench task' } })])
  await time('update a task', (run) => [
    todoApi.updateTask.path,
    post({ task: { id: 5000 + run, isCompleted: true } }),
  ])
  await time('delete a task', (run) => [
    callUrl(todoApi.deleteTask, undefined, { taskId: 6000 + run }),
    { method: 'DELETE' },
  ])
  // what the page sends after a drag in the unsorted list: every id of the view, in the new order
  const ids = (await store.read('tasks')).filter((task) => !task.isDeleted).map((task) => task.id)
  await time('reorder: all tasks, two swapped', (run) => [
    todoApi.reorderTasks.path,
    post({ taskIds: ids.with(run, ids[run + 1]).with(run + 1, ids[run]) }),
  ])
  await time('mark a mail read', (run) => [
    emailApi.updateEmails.path,
    post({ emailIds: [7000 + run], dataToUpdate: { isRead: true } }),
  ])
  await time('add an event', () => [
    calendarApi.addEvent.path,
    post({
      event: {
        title: 'Bench',
        start: '2026-06-03T09:00:00.000Z',
        end: '2026-06-03T10:00:00.000Z',
        extendedProps: { calendar: 'Business' },
      },
    }),
  ])
  await time('tasks: important, sorted by title', () => [
    callUrl(todoApi.tasks, undefined, { filter: 'important', sortBy: 'title-asc', q: 'a' }),
    { method: 'GET' },
  ])
  await time('mails: inbox, searched, whole list', () => [
    callUrl(emailApi.emails, undefined, { q: 'a' }),
    { method: 'GET' },
  ])
  await time('mails: inbox, searched, page 3 of 50', () => [
    callUrl(emailApi.emails, undefined, { q: 'a', page: 3, perPage: 50 }),
    { method: 'GET' },
  ])
  await time('events: two calendars, by start', () => [
    callUrl(calendarApi.events, undefined, { calendars: ['Business', 'Family'] }),
    { method: 'GET' },
  ])
}

const KVS: Record<string, () => Kv> = {
  memory: createMemoryKv,
  idb: () => createIdbKv(`tessera-bench-${Date.now()}`),
}
for (const name of KV === 'both' ? Object.keys(KVS) : [KV]) await bench(name, KVS[name]())
