#!/usr/bin/env node
// The time to render the calendar's month view with many events: signs in, adds
// N events in the month on screen through the API from inside the page (fetch with the stored bearer token),
// then reloads R times and reports the median from navigation start to the month grid painted with its events.
// A measurement, never a test. The route's JS is in `node scripts/bench.mjs --no-build --no-lighthouse --dist=...`.
//
//   VITE_MOCK_LATENCY_MS=0 npx vite build --outDir /tmp/dist-calendar-bench --emptyOutDir
//   node scripts/bench/calendar-month.mjs --dist=/tmp/dist-calendar-bench --port=4315 [--events=500] [--runs=5]
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { median, option, signIn, startPreview } from './browser.mjs'

const dist = option('dist', 'dist')
const port = Number(option('port', '4315'))
const EVENTS = Number(option('events', '500'))
const RUNS = Number(option('runs', '5'))

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

const { base, stop } = await startPreview(dist, port)
try {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(page, base)
  await page.goto(`${base}/apps/calendar`)
  const total = await addEvents(page, EVENTS)
  console.log(`Calendar month view, ${dist}: ${EVENTS} events added in this month (${total} in the store)`)
  await measureOnce(page) // warm-up: caches and the worker settle
  const times = []
  for (let run = 0; run < RUNS; run += 1) times.push(await measureOnce(page))
  console.log(`  month view painted with events: ${times.join(', ')} ms; median ${median(times)} ms`)
  await browser.close()
} finally {
  stop()
}
