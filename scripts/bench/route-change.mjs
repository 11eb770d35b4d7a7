// One route change, timed: from a click on the menu link to `--to` until its heading is painted, and back to
// `--from`, warm (both pages' code loaded and their data cached), at each CPU slowdown in `--cpu`, median of
// `--rounds`. The first visit (the page's code not yet loaded) is printed too. The budget for the
// calendar (from the dashboard) is 60 ms unthrottled (docs/benchmarks.md, "The calendar's route change").
//
//   npx vite build --outDir /tmp/dist-bench --emptyOutDir
//   node scripts/bench/route-change.mjs --dist=/tmp/dist-bench [--from=/] [--to=/apps/calendar] [--cpu=1,4]
//                                       [--rounds=9] [--port=4317]
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { median, option, signIn, startPreview } from './browser.mjs'

const dist = option('dist', 'dist')
const from = option('from', '/')
const to = option('to', '/apps/calendar')
const rates = option('cpu', '1,4').split(',').map(Number)
const rounds = Number(option('rounds', '9'))
const port = Number(option('port', '4317'))

/**
 * Clicks the menu link to `href` in the page; resolves with the milliseconds until the new page's heading has
 * been painted (the frame after it appeared) and the longest task meanwhile and in the next 300 ms.
 */
const clickTo = (page, href) =>
  page.evaluate(async (target) => {
    const link = document.querySelector(`nav a[href="${target}"]`)
    if (!link) throw new Error(`no menu link to ${target} on screen`)
    const tasks = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration)
    })
    observer.observe({ type: 'longtask' })
    const before = document.querySelector('main h1')
    const start = performance.now()
    link.click()
    await new Promise((resolve) => {
      const changed = () => {
        const heading = document.querySelector('main h1')
        return location.pathname === target && heading && heading !== before && heading.textContent
      }
      if (changed()) return resolve()
      const watcher = new MutationObserver(() => changed() && (watcher.disconnect(), resolve()))
      watcher.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const painted = performance.now() - start
    await new Promise((resolve) => setTimeout(resolve, 300))
    observer.disconnect()
    return { painted, longest: Math.max(0, ...tasks) }
  }, href)

const { base, stop } = await startPreview(dist, port)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await signIn(page, base)
  await page.goto(`${base}${from}`)
  await page.locator('main h1').first().waitFor()
  await page.waitForTimeout(1000)
  const cdp = await context.newCDPSession(page)
  const first = await clickTo(page, to)
  console.log(`first visit ${from} -> ${to}, unthrottled: ${first.painted.toFixed(0)} ms (code fetched)`)
  await clickTo(page, from)
  for (const rate of rates) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const there = []
    const back = []
    for (let round = 0; round < rounds; round++) {
      await page.waitForTimeout(300)
      there.push(await clickTo(page, to))
      await page.waitForTimeout(300)
      back.push(await clickTo(page, from))
    }
    const line = (label, runs) =>
      `  ${label.padEnd(32)} ${median(runs.map((run) => run.painted))
        .toFixed(0)
        .padStart(5)} ms` +
      `  (runs ${runs.map((run) => run.painted.toFixed(0)).join(' ')}; longest task, median ` +
      `${median(runs.map((run) => run.longest)).toFixed(0)} ms)`
    console.log(`CPU ${rate}x, warm, median of ${rounds}:`)
    console.log(line(`${from} -> ${to}`, there))
    console.log(line(`${to} -> ${from}`, back))
  }
} finally {
  await browser.close()
  stop()
}
