// How the to-do list scrolls with many tasks: serves a build (`vite preview`), signs in, writes `--tasks` tasks
// into the service worker's store, opens /apps/todo and scrolls the list's own region (the window, on a build
// from before the list had one) 400 px a frame from top to bottom. Prints the frame times, the long tasks (> 50 ms) seen while
// scrolling and how many rows were in the DOM. Loading the page is not measured. A measurement, never a test.
//
//   VITE_MOCK_LATENCY_MS=0 npx vite build --outDir /tmp/dist-todo-bench --emptyOutDir
//   node scripts/bench/todo-scroll.mjs --dist=/tmp/dist-todo-bench --port=4317 [--tasks=10000] [--shot=/tmp/todo.png]
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { median, option, signIn, startPreview } from './browser.mjs'
import { writeList } from './seed.mjs'

const dist = option('dist', 'dist')
const port = Number(option('port', 4317))
const TASKS = Number(option('tasks', 10000))
const shot = option('shot', '')

/** N tasks, newest (highest id) first, as the list shows them. */
function tasks(n) {
  const tags = ['team', 'low', 'medium', 'high', 'update']
  return Array.from({ length: n }, (_, index) => {
    const i = n - index
    return {
      id: i,
      title: `Task ${i}: set tile row ${i}`,
      dueDate: i % 2 ? `2031-0${(i % 9) + 1}-1${i % 9}` : null,
      description: '',
      assignee: null,
      tags: i % 3 ? [tags[i % 5]] : [],
      isImportant: i % 7 === 0,
      isCompleted: false,
      isDeleted: false,
    }
  })
}

const preview = await startPreview(dist, port)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(page, preview.base)
  await writeList(page, 'tasks', tasks(TASKS))
  await page.goto(`${preview.base}/apps/todo`)
  await page
    .getByRole('button', { name: `Task ${TASKS}: set tile row ${TASKS}`, exact: true })
    .waitFor({ timeout: 180_000 })
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
    // the list's own scrolling region when it has one (the page's height is fixed), else the window
    const list = document.querySelector('ul[aria-label="Tasks"]')
    let region = list.parentElement
    while (region && !['auto', 'scroll'].includes(getComputedStyle(region).overflowY))
      region = region.parentElement
    const scroller = region ?? document.scrollingElement
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += 400
      await new Promise((r) => requestAnimationFrame(r))
      const now = performance.now()
      frames.push(now - last)
      last = now
    }
    await new Promise((r) => setTimeout(r, 200))
    observer.disconnect()
    const rows = list.querySelectorAll(':scope > li')
    return {
      longTasks,
      frames,
      rowsInDom: rows.length,
      scroller: region ? 'the list region' : 'the window',
    }
  })
  if (shot) await page.screenshot({ path: shot.replace(/\.png$/, '-end.png') })
  const sorted = result.frames.toSorted((a, b) => a - b)
  console.log(
    `\nScrolling ${TASKS.toLocaleString('en')} tasks (/apps/todo), 400 px a frame, ${result.scroller}`,
  )
  console.log(
    `  frames: ${result.frames.length}, median ${median(result.frames).toFixed(1)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms, over 50 ms: ${result.frames.filter((f) => f > 50).length}`,
  )
  console.log(
    `  long tasks (> 50 ms) while scrolling: ${result.longTasks.length}${result.longTasks.length ? `, longest ${Math.max(...result.longTasks).toFixed(0)} ms` : ''}`,
  )
  console.log(`  rows in the DOM at the end: ${result.rowsInDom}`)
} finally {
  await browser.close()
  preview.stop()
}
