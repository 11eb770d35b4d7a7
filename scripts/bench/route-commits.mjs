// What React does during one warm route change: each commit, when it landed (ms after the click) and which
// components rendered in it, counted by name. A page that renders twice for one click shows up here at once.
// With --load, the same for a signed-in reload of one page (HTTP cache cleared), each commit marked `blocking`
// (rendered in one task React could not slice: a store's change, a layout effect's setState) or `sliced`.
//
//   VITE_MOCK_LATENCY_MS=0 VITE_OFFLINE=off npx vite build --outDir /tmp/dist-names --emptyOutDir --minify false
//   node scripts/bench/route-commits.mjs --dist=/tmp/dist-names --from=/apps/todo --to=/apps/calendar [--port=4316]
//   node scripts/bench/route-commits.mjs --dist=/tmp/dist-names --load=/apps/chat
//   [--top=10]: how many component names each commit lists; [--width=1440 --height=900]: the window
//
// Build without minifying, or the names are the minifier's. The counting goes through the hook React offers its
// developer tools (a stand-in installed before the page's scripts), so it works on any production build.
import { chromium } from 'playwright-core'
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs'
import { option, signIn, startPreview } from './browser.mjs'

const dist = option('dist', 'dist')
const from = option('from', '/apps/todo')
const to = option('to', '/apps/calendar')
const port = Number(option('port', '4316'))
const load = option('load', undefined)
// how many component names each commit lists, the most rendered first
const namesShown = Number(option('top', '10'))
// the window: the bench's 1440 x 900 by default; the e2e check's is Playwright's desktop, 1280 x 720
const width = Number(option('width', '1440'))
const height = Number(option('height', '900'))

/** Installed before the app: React reports every commit to it; it counts the components rendered in each. */
function installCommitCounter({ fromLoad, top }) {
  const PERFORMED_WORK = 1 // React's fiber flag: the component's function ran in this render
  // Every fiber met in an earlier commit. One mounted in a commit has no alternate until React next enters it, so
  // a later commit that reaches it through a re-rendered parent would otherwise count it as mounted again.
  const seen = new WeakSet()
  /** Components that rendered in the commit: new ones, and old ones whose function ran again. */
  const rendered = (root) => {
    const counts = new Map()
    let mounted = 0
    const walk = (first) => {
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const previous = fiber.alternate
        const type = fiber.type
        const isNew = !previous && !seen.has(fiber)
        seen.add(fiber)
        if (typeof type === 'function' || (type && typeof type === 'object')) {
          if (isNew) mounted += 1
          if (isNew || (previous && fiber.flags & PERFORMED_WORK)) {
            const inner = type.render ?? type.type ?? type
            const name = type.displayName || inner.displayName || inner.name || '(anonymous)'
            counts.set(name, (counts.get(name) ?? 0) + 1)
          }
        }
        // a subtree React did not enter keeps its children: nothing below rendered
        if (fiber.child && !(previous && previous.child === fiber.child)) walk(fiber.child)
      }
    }
    walk(root.current.child)
    return { counts, mounted }
  }
  window.commitLog = []
  // --load counts from the navigation's start (performance.now() is 0 there); a route change starts at its click
  window.countFrom = fromLoad ? 0 : undefined
  // React's own name for the hook
  // oxlint-disable-next-line no-underscore-dangle
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (window.countFrom === undefined) return
      const { counts, mounted } = rendered(root)
      // React's own function names, so an unminified build: a sync render is one task, a concurrent one is sliced
      const blocking = /performSyncWorkOnRoot|flushSyncWork/.test(new Error().stack ?? '')
      window.commitLog.push({
        at: performance.now() - window.countFrom,
        blocking,
        total: [...counts.values()].reduce((sum, n) => sum + n, 0),
        mounted,
        top: [...counts].sort((a, b) => b[1] - a[1]).slice(0, top),
      })
    },
  }
}

/** Clicks the menu link to `target`; resolves once the new heading is painted and the page has settled. */
const clickAndRecord = (page, target) =>
  page.evaluate(async (href) => {
    const before = document.querySelector('main h1')
    window.commitLog = []
    window.countFrom = performance.now()
    const link = document.querySelector(`nav a[href="${href}"]`)
    if (!link) throw new Error(`no menu link to ${href} on screen`)
    link.click()
    await new Promise((resolve) => {
      const changed = () => {
        const heading = document.querySelector('main h1')
        return location.pathname === href && heading && heading !== before && heading.textContent
      }
      if (changed()) return resolve()
      const observer = new MutationObserver(() => changed() && (observer.disconnect(), resolve()))
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const painted = performance.now() - window.countFrom
    await new Promise((resolve) => setTimeout(resolve, 500)) // what lands after the paint is listed too
    window.countFrom = undefined
    return { painted, commits: window.commitLog }
  }, target)

/** One line per commit: when, how many components rendered, which (and, for a load, whether it blocked). */
const printCommits = (commits) => {
  for (const commit of commits)
    console.log(
      `${commit.at.toFixed(1).padStart(7)} ms  ${load ? (commit.blocking ? 'blocking' : 'sliced  ') : ''}` +
        `${String(commit.total).padStart(4)} rendered (${String(commit.mounted).padStart(4)} new)  ` +
        commit.top.map(([name, count]) => `${name} ${count}`).join(', '),
    )
}

const { base, stop } = await startPreview(dist, port)
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
try {
  const context = await browser.newContext({ viewport: { width, height } })
  await context.addInitScript(installCommitCounter, { fromLoad: Boolean(load), top: namesShown })
  const page = await context.newPage()
  await signIn(page, base)
  if (load) {
    // the worker installed and the page seen once; then a reload with an empty HTTP cache, as the bench's
    await page.goto(`${base}${load}`)
    await page.locator('main h1').first().waitFor()
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
    await page.reload()
    await page.locator('main h1').first().waitFor()
    await page.waitForTimeout(1500)
    console.log(`${load}, signed-in reload: commits from the navigation's start`)
    printCommits(await page.evaluate(() => window.commitLog))
  } else {
    // from the dashboard, whose menu group is open, so its links are on screen too
    await page.goto(`${base}/`)
    await page.locator('main h1').first().waitFor()
    // warm: both pages' code loaded and their data cached
    for (const href of [from, to, from]) {
      if (new URL(page.url()).pathname === href) continue // already there (--from=/)
      await clickAndRecord(page, href)
      await page.waitForTimeout(300)
    }
    const { painted, commits } = await clickAndRecord(page, to)
    console.log(`${from} -> ${to}: heading painted ${painted.toFixed(0)} ms after the click`)
    printCommits(commits)
  }
} finally {
  await browser.close()
  stop()
}
