// How the to-do list scrolls with many tasks: serves a build (`vite preview`), signs in, adds `--tasks` tasks
// through POST /apps/todo/add-tasks inside the page (the service worker's store), opens /apps/todo and scrolls
// the window 400 px a frame from top to bottom. Prints the frame times, the long tasks (> 50 ms) seen while
// scrolling and how many rows were in the DOM. Loading the page is not measured. A measurement, never a test.
//
//   VITE_MOCK_LATENCY_MS=0 npx vite build --outDir /tmp/dist-todo-bench --emptyOutDir
//   node scripts/bench/todo-scroll.mjs --dist=/tmp/dist-todo-bench --port=4317 [--tasks=2000] [--shot=/tmp/todo.png]
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { median, option, signIn, startPreview } from './browser.mjs'

const dist = option('dist', 'dist')
const port = Number(option('port', 4317))
const TASKS = Number(option('tasks', 2000))
const shot = option('shot', '')

const preview = await startPreview(dist, port)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(page, preview.base)
  await page.evaluate(async (count) => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${localStorage.getItem('accessToken')}`,
    }
    const tags = ['team', 'low', 'medium', 'high', 'update']
    for (let i = 1; i <= count; i++) {
      const task = { title: `Task ${i}: set tile row ${i}`, tags: i % 3 ? [tags[i % 5]] : [] }
      if (i % 2) task.dueDate = `2031-0${(i % 9) + 1}-1${i % 9}`
      const reply = await fetch('/apps/todo/add-tasks', {
        method: 'POST',
        headers,
        body: JSON.stringify({ task }),
      })
      if (reply.status !== 201) throw new Error(`add-tasks ${reply.status}`)
    }
  }, TASKS)
  await page.goto(`${preview.base}/apps/todo`)
  await page
    .getByRole('button', { name: `Task ${TASKS}: set tile row ${TASKS}`, exact: true })
    .waitFor({ timeout: 60_000 })
  await page.waitForTimeout(1000)
  if (shot) await page.screenshot({ path: shot })
  const result = await page.evaluate(async () => {
    const longTasks = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration)
    })
    observer.observe({ type: 'longtask' })
    const frames = []
    let last = performance.now()
    const end = () => document.documentElement.scrollHeight - window.innerHeight - 1
    while (window.scrollY < end()) {
      window.scrollBy(0, 400)
      await new Promise((r) => requestAnimationFrame(r))
      const now = performance.now()
      frames.push(now - last)
      last = now
    }
    await new Promise((r) => setTimeout(r, 200))
    observer.disconnect()
    const list = document.querySelector('ul[aria-label="Tasks"]')
    const rows = list.querySelectorAll(':scope > li')
    return {
      longTasks,
      frames,
      rowsInDom: rows.length,
    }
  })
  if (shot) await page.screenshot({ path: shot.replace(/\.png$/, '-end.png') })
  const sorted = result.frames.toSorted((a, b) => a - b)
  console.log(`\nScrolling ${TASKS.toLocaleString('en')} tasks (/apps/todo), 400 px a frame`)
  console.log(
    `  frames: ${result.frames.length}, median ${median(result.frames).toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  )
  console.log(
    `  long tasks (> 50 ms) while scrolling: ${result.longTasks.length}${result.longTasks.length ? `, longest ${Math.max(...result.longTasks).toFixed(0)} ms` : ''}`,
  )
  console.log(`  rows in the DOM at the end: ${result.rowsInDom}`)
} finally {
  await browser.close()
  preview.stop()
}
