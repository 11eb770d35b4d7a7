import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startSignedIn } from './support/shell'

/*
 * JS bytes per route, the one performance figure that does not depend on the machine (docs/benchmarks.md,
 * "Budgets in CI"): the gzip size (level 9, of the built files) of every script a visit fetches until the page
 * is idle. The mock back end's worker script is left out: a real deployment replaces it with its own API.
 */
const dist = process.env.E2E_DIST ?? 'dist'
const KB = 1024
const gzipped = new Map<string, number>()
const gzipSizeOf = (path: string) => {
  let size = gzipped.get(path)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length
    gzipped.set(path, size)
  }
  return size
}

/** Loads `path`; the /assets/*.js the page fetched until it went idle: how many, and their gzip size summed. */
async function scriptsOf(page: Page, path: string): Promise<{ count: number; bytes: number }> {
  const scripts = new Set<string>()
  const onResponse = (response: { url(): string }) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname)
  }
  page.on('response', onResponse)
  // the dashboard loads more than the default 250 resources
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000))
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  // what the page starts once idle (navbar menus, the toaster) counts too; and networkidle does not see what the
  // service worker answers from its cache (docs/offline.md), so wait until the page's list of scripts stops growing
  for (let count = -1; ;) {
    const next = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestIdleCallback(() =>
            setTimeout(() => {
              const names = performance
                .getEntriesByType('resource')
                .map((entry) => new URL(entry.name).pathname)
              resolve(names.filter((name) => name.startsWith('/assets/') && name.endsWith('.js')).length)
            }, 500),
          ),
        ),
    )
    if (next === count) break
    count = next
    await page.waitForLoadState('networkidle')
  }
  page.off('response', onResponse)
  // scripts the service worker answered from its cache (docs/offline.md) do not always reach the response
  // events; the page's own resource timing lists every one
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  )
  for (const url of loaded) onResponse({ url: () => url })
  if (process.env.JS_BUDGET_LIST)
    for (const script of scripts)
      console.log(`  ${(gzipSizeOf(script.slice(1)) / KB).toFixed(1)} KB ${script}`)
  return {
    count: scripts.size,
    bytes: [...scripts].reduce((sum, script) => sum + gzipSizeOf(script.slice(1)), 0),
  }
}

/*
 * The limits: the issue's budgets for the sign-in page (150 KB) and the dashboard (200 KB), and for the other pages a
 * ratchet a little above the figure when it was last set. How each figure came to be is in docs/benchmarks.md
 * ("Budgets in CI"). Each script costs the main thread about 2 ms whatever its size, hence the second limit.
 */
const SIGNED_IN_LIMITS: [path: string, limitKb: number, scriptLimit: number][] = [
  ['/', 200, 44],
  // every page loads the whole menu table and its icons (the bookmarks and the menu import src/config/navigation.ts)
  ['/apps/email', 288, 50],
  // FullCalendar is most of it; the event sheet loads on intent (src/features/calendar/index.tsx)
  ['/apps/calendar', 330, 43],
]

const SIGN_IN_LIMIT_KB = 150

test('the sign-in page, as a first visit, stays within its JS budget', async ({ page }) => {
  const { bytes } = await scriptsOf(page, '/login')
  console.log(`/login first visit: ${(bytes / KB).toFixed(1)} KB of JS (gzip)`)
  expect(bytes / KB).toBeLessThanOrEqual(SIGN_IN_LIMIT_KB)
})

/*
 * Layout reads while the page loads: each getBoundingClientRect on a page still being built forces a layout of
 * all of it. The charts size their labels on a canvas (src/components/charts/axis-labels.ts) and measure only their
 * width, with a ResizeObserver. A count, not a timing, so it holds on any machine.
 */
const LAYOUT_READ_LIMITS: Record<string, number> = { '/': 20 }

for (const [path, limitKb, scriptLimit] of SIGNED_IN_LIMITS) {
  test(`${path} stays within its JS budget`, async ({ page, context }) => {
    await startSignedIn(page)
    await page.addInitScript(() => {
      const read = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')!.value as (
        this: Element,
      ) => DOMRect
      const counter = window as unknown as { layoutReads: number }
      counter.layoutReads = 0
      Element.prototype.getBoundingClientRect = function countedRead(this: Element) {
        counter.layoutReads += 1
        return read.call(this)
      }
    })
    // a fresh HTTP cache, as a returning user whose cache was cleared: the worker and the session stay
    await context.clearCookies()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const { bytes, count } = await scriptsOf(page, path)
    console.log(`${path}: ${(bytes / KB).toFixed(1)} KB of JS (gzip) in ${count} scripts`)
    expect(bytes / KB).toBeLessThanOrEqual(limitKb)
    expect(count).toBeLessThanOrEqual(scriptLimit)
    const readLimit = LAYOUT_READ_LIMITS[path]
    if (readLimit !== undefined) {
      // the charts have drawn, axis labels included, so their measuring (if any) has happened
      await expect(
        page.getByRole('figure', { name: 'Revenue', exact: true }).getByRole('slider', { name: /^Revenue:/ }),
      ).toBeVisible()
      const reads = await page.evaluate(() => (window as unknown as { layoutReads: number }).layoutReads)
      console.log(`${path}: ${reads} layout reads while loading`)
      expect(reads).toBeLessThanOrEqual(readLimit)
    }
  })
}

/*
 * The calendar's route change, counted: the commits React makes from the click on the menu link until the page has
 * settled, and the components rendered in them (warm: the page visited once). Its time (the issue's 60 ms) swings
 * several-fold on a shared machine (docs/benchmarks.md, "The calendar's route change"); these counts do not, and a
 * second render of the month grid, or a page that renders twice for one click, shows in them at once. The counter
 * stands in for React's developer-tools hook, installed before the app's scripts (scripts/bench/route-commits.mjs
 * prints the same per component, by name, on an unminified build). The calendar's loader comes in a chunk of its own
 * (docs/state.md, "Calls that start with the page"), and its import settles in a task of its own: one commit of
 * five components more than a loader written in the route file.
 */
const CALENDAR_ROUTE_CHANGE = { commits: 8, rendered: 1300 }

test('the route change from the dashboard to the calendar stays within its render counts', async ({
  page,
}) => {
  await startSignedIn(page)
  await page.addInitScript(() => {
    const PERFORMED_WORK = 1 // React's fiber flag: the component's function ran in this render
    type Fiber = { child?: Fiber; sibling?: Fiber; alternate?: Fiber; type?: unknown; flags: number }
    const counted = window as unknown as { commits?: number[] }
    // a fiber mounted in a commit has no alternate until React next enters it: met again through a re-rendered
    // parent, it is not new
    const seen = new WeakSet<Fiber>()
    const rendered = (first: Fiber | undefined): number => {
      let total = 0
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const previous = fiber.alternate
        const isNew = !previous && !seen.has(fiber)
        seen.add(fiber)
        if (typeof fiber.type === 'function' || (fiber.type && typeof fiber.type === 'object'))
          if (isNew || (previous && fiber.flags & PERFORMED_WORK)) total += 1
        // a subtree React did not enter keeps its children: nothing below rendered
        if (fiber.child && !(previous && previous.child === fiber.child)) total += rendered(fiber.child)
      }
      return total
    }
    // React's own name for the hook
    // oxlint-disable-next-line no-underscore-dangle
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          counted.commits?.push(rendered(root.current.child))
        },
      },
    })
  })
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  const calendar = page.getByRole('heading', { level: 1, name: 'Calendar' })
  await page.goto('/')
  await menu.getByRole('link', { name: 'Calendar', exact: true }).click()
  await expect(calendar).toBeAttached()
  await menu.getByRole('link', { name: 'eCommerce', exact: true }).click()
  await expect(calendar).not.toBeAttached()
  await page.waitForTimeout(500)

  await page.evaluate(() => Object.assign(window, { commits: [] }))
  await menu.getByRole('link', { name: 'Calendar', exact: true }).click()
  await expect(calendar).toBeAttached()
  // the month's title in the toolbar comes from FullCalendar once its grid has mounted
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
  await page.waitForTimeout(1000)
  const commits = await page.evaluate(() => (window as unknown as { commits: number[] }).commits)
  const rendered = commits.reduce((sum, count) => sum + count, 0)
  console.log(
    `/ -> /apps/calendar: ${commits.length} commits, ${rendered} components rendered (${commits.join(' ')})`,
  )
  expect(commits.length).toBeLessThanOrEqual(CALENDAR_ROUTE_CHANGE.commits)
  expect(rendered).toBeLessThanOrEqual(CALENDAR_ROUTE_CHANGE.rendered)
})
