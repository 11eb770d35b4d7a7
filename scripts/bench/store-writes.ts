/**
 * What one write costs on a big store: `createApp` over a memory store holding 10,000 tasks, 10,000 mails and
 * 10,000 events (the seed's records repeated with new ids), then one add, update and delete of a task, an update
 * of mails, an added event, and a filtered, sorted page of tasks and of mails, each timed through app.request()
 * (no network), median of 20 after 3 warm-ups.
 *
 *   npx tsx scripts/bench/store-writes.ts [--rows=10000] [--runs=20]
 */
import { performance } from 'node:perf_hooks'
import { authApi } from '../../contract/auth'
import { calendarApi } from '../../contract/calendar'
import { callUrl } from '../../contract/endpoint'
import { emailApi } from '../../contract/email'
import { todoApi } from '../../contract/todo'
import { createApp } from '../../backend/app'
import { joseSigner } from '../../backend/lib/jose-signer'
import { createAppStore } from '../../backend/store'
import { createMemoryKv } from '../../backend/store/memory-kv'

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const ROWS = option('rows', 10_000)
const RUNS = option('runs', 20)

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const store = createAppStore(createMemoryKv())
const app = createApp({ runtime: 'test', signer: joseSigner, store })

/** The collection's records repeated with new ids up to ROWS. */
const grow = (records: { id: number }[]) => {
  const seed = records.slice()
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
  const times: number[] = []
  let status = 0
  let bytes = 0
  for (let run = 0; run < RUNS + 3; run++) {
    const [path, init] = request(run)
    const start = performance.now()
    const response = await app.request(path, { ...init, headers: auth })
    const text = await response.text()
    const elapsed = performance.now() - start
    if (run >= 3) times.push(elapsed)
    status = response.status
    bytes = text.length
  }
  console.log(
    `${label.padEnd(52)} ${median(times).toFixed(2).padStart(8)} ms  (status ${status}, ${bytes} bytes)`,
  )
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) })
console.log(`${ROWS} tasks, ${ROWS} mails, ${ROWS} events; median of ${RUNS}`)
await time('add a task', () => [todoApi.addTask.path, post({ task: { title: 'Bench task' } })])
await time('update a task', (run) => [
  todoApi.updateTask.path,
  post({ task: { id: 5000 + run, isCompleted: true } }),
])
await time('delete a task', (run) => [
  callUrl(todoApi.deleteTask, undefined, { taskId: 6000 + run }),
  { method: 'DELETE' },
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
await time('mails: inbox page, searched', () => [
  callUrl(emailApi.emails, undefined, { q: 'a' }),
  { method: 'GET' },
])
