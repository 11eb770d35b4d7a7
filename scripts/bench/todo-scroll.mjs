// How the to-do list scrolls with many tasks: serves a build (`vite preview`), signs in, writes `--tasks` tasks
// into the service worker's store, opens /apps/todo and scrolls the list's own region (the window, on a build
// from before the list had one) 400 px a frame from top to bottom. Prints the frame times, the long tasks (> 50 ms) seen while
// scrolling and how many rows were in the DOM. Loading the page is not measured. A measurement, never a test.
//
//   VITE_MOCK_LATENCY_MS=0 npx vite build --outDir /tmp/dist-todo-bench --emptyOutDir
//   node scripts/bench/todo-scroll.mjs --dist=/tmp/dist-todo-bench --port=4317 [--tasks=10000] [--shot=/tmp/todo.png]
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { option, reportScroll, scrollThrough, signIn, startPreview } from './browser.mjs'
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
  const result = await scrollThrough(page, 'ul[aria-label="Tasks"]', 400)
  const rowsInDom = await page.locator('ul[aria-label="Tasks"] > li').count()
  if (shot) await page.screenshot({ path: shot.replace(/\.png$/, '-end.png') })
  reportScroll(
    `Scrolling ${TASKS.toLocaleString('en')} tasks (/apps/todo), 400 px a frame, ${result.scroller}`,
    result,
  )
  console.log(`  rows in the DOM at the end: ${rowsInDom}`)
} finally {
  await browser.close()
  preview.stop()
}
