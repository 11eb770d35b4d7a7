#!/usr/bin/env node
// The calendar's figures: the /apps/calendar route's JS (gzip, from the build's manifest, counted as
// scripts/bench.mjs counts route chunks) and the time to render the month view with many events: signs in, adds
// N events in the month on screen through the API from inside the page (fetch with the stored bearer token),
// then reloads R times and reports the median from navigation start to the month grid painted with its events.
// A measurement, never a test.
//
//   VITE_MOCK_LATENCY_MS=0 npx vite build --outDir /tmp/dist-calendar-bench --emptyOutDir
//   node scripts/bench/calendar-month.mjs --dist=/tmp/dist-calendar-bench --port=4315 [--events=500] [--runs=5]
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const dist = resolve(root, option('dist', 'dist'))
const port = Number(option('port', '4315'))
const EVENTS = Number(option('events', '500'))
const RUNS = Number(option('runs', '5'))
const ROUTE_FILE = 'src/app/routes/_app/apps/calendar.tsx'
const base = `http://localhost:${port}`

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]

/** What dist/index.html makes the browser fetch at once (as scripts/bench.mjs reads it). */
function initialFiles() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const files = new Set()
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) files.add(m[1])
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g))
    files.add(m[1])
  return new Set([...files].filter((href) => href.startsWith('/')).map((href) => href.slice(1)))
}

/** The route's own lazy chunks, and what a first visit adds on top of the initial assets (JS and CSS apart). */
function routeSizes() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const initial = initialFiles()
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return seen
    seen.add(chunk.file)
    for (const css of chunk.css ?? []) seen.add(css)
    for (const imported of chunk.imports ?? []) closure(imported, seen)
    return seen
  }
  let own = 0
  const files = new Set()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || key.split('?')[0] !== ROUTE_FILE) continue
    own += gzipSize(chunk.file)
    for (const file of closure(key)) files.add(file)
  }
  const extra = [...files].filter((file) => !initial.has(file))
  const sum = (list) => list.reduce((total, file) => total + gzipSize(file), 0)
  return {
    own,
    firstVisitJs: sum(extra.filter((f) => f.endsWith('.js'))),
    firstVisitCss: sum(extra.filter((f) => f.endsWith('.css'))),
  }
}

async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer`)
}

/** Signs in as the sample admin from inside the page and stores the session as the app does. */
async function signIn(page) {
  await page.goto(`${base}/login`)
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
  await page.evaluate(async () => {
    const response = await fetch('/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    })
    const { userData, accessToken, refreshToken } = await response.json()
    localStorage.setItem('userData', JSON.stringify(userData))
    localStorage.setItem('accessToken', accessToken)
    localStorage.setItem('refreshToken', refreshToken)
  })
}

/** N events spread over days 1–28 of the current month: every calendar, a third all-day, the rest timed. */
function addEvents(page, count) {
  return page.evaluate(async (n) => {
    const calendars = ['Personal', 'Business', 'Family', 'Holiday', 'ETC']
    const now = new Date()
    const day = (d) =>
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    const token = localStorage.getItem('accessToken')
    const add = async (i) => {
      const d = (i % 28) + 1
      const allDay = i % 3 === 0
      const start = allDay
        ? day(d)
        : new Date(now.getFullYear(), now.getMonth(), d, 8 + (i % 10)).toISOString()
      const end = allDay
        ? day(d + 1)
        : new Date(now.getFullYear(), now.getMonth(), d, 9 + (i % 10)).toISOString()
      const event = {
        title: `Bench event ${i + 1}`,
        start,
        end,
        allDay,
        extendedProps: { calendar: calendars[i % 5] },
      }
      const response = await fetch('/apps/calendar/add-event', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ event }),
      })
      if (response.status !== 201) throw new Error(`add-event answered ${response.status}`)
    }
    for (let i = 0; i < n; i += 25)
      await Promise.all(Array.from({ length: Math.min(25, n - i) }, (_, k) => add(i + k)))
    const list = await fetch('/apps/calendar/events', { headers: { authorization: `Bearer ${token}` } })
    return (await list.json()).length
  }, count)
}

/**
 * From navigation start until the month grid shows events on each of days 1–28 (on as many days as there are
 * added events, when fewer), then painted (two frames later).
 */
async function measureOnce(page) {
  await page.reload({ waitUntil: 'commit' })
  return page.evaluate(
    (needed) =>
      new Promise((done) => {
        const check = () => {
          const cells = [...document.querySelectorAll('.tessera-calendar [role=cell][data-date]')]
          const withEvents = cells.filter((cell) => cell.querySelector('[role=listitem]')).length
          if (withEvents >= needed)
            requestAnimationFrame(() => requestAnimationFrame(() => done(Math.round(performance.now()))))
          else requestAnimationFrame(check)
        }
        check()
      }),
    Math.min(28, Math.max(1, EVENTS)),
  )
}

if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}`)
const sizes = routeSizes()
console.log(`route ${ROUTE_FILE}`)
console.log(
  `  own chunks ${kb(sizes.own)} gzip; first visit JS ${kb(sizes.firstVisitJs)}, CSS ${kb(sizes.firstVisitCss)} gzip`,
)

const preview = spawn(
  join(root, 'node_modules', '.bin', 'vite'),
  ['preview', '--port', String(port), '--strictPort', '--outDir', dist],
  {
    cwd: root,
    stdio: 'ignore',
  },
)
try {
  await waitForHttp(base)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(page)
  await page.goto(`${base}/apps/calendar`)
  const total = await addEvents(page, EVENTS)
  console.log(`  ${EVENTS} events added in this month (${total} in the store)`)
  await measureOnce(page) // warm-up: caches and the worker settle
  const times = []
  for (let run = 0; run < RUNS; run += 1) times.push(await measureOnce(page))
  console.log(`  month view painted with events: ${times.join(', ')} ms; median ${median(times)} ms`)
  await browser.close()
} finally {
  preview.kill()
}
