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
  ['/apps/email', 286, 50],
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
