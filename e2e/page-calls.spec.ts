import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startSignedIn } from './support/shell'

/*
 * The pages whose route loaders start their first calls (docs/state.md, "Calls that start with the page"): the
 * loader and the page ask for the same data through the same query, so each call goes out once per visit. A
 * loader whose query differs from the page's by one parameter shows here as the same path asked for twice.
 */
const PAGES_WITH_LOADERS: [path: string, firstCall: string][] = [
  ['/', '/card/card-statistics/sales?'],
  ['/dashboard/ecommerce', '/card/card-statistics/sales?'],
  ['/dashboard/analytics', '/card/card-statistics/subscribers?'],
  ['/apps/email', '/apps/email/emails?'],
  ['/apps/todo', '/apps/todo/tasks'],
  ['/apps/chat', '/apps/chat/chats-and-contacts'],
  ['/apps/calendar', '/apps/calendar/events?'],
  ['/apps/user/list', '/api/users/list/data?'],
]

/**
 * What the page has fetched so far (its API calls, the translations), by path and query, from its resource timing:
 * calls the mock back end's worker answers do not all reach Playwright's request events.
 */
const apiCalls = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch')
      .map((entry) => new URL(entry.name))
      .map((url) => url.pathname + url.search),
  )

const askedTwice = (calls: string[]) => calls.filter((call, index) => calls.indexOf(call) !== index)

for (const [path, firstCall] of PAGES_WITH_LOADERS) {
  test(`a visit to ${path} asks for each of its data once`, async ({ page }) => {
    await startSignedIn(page)
    await page.addInitScript(() => performance.setResourceTimingBufferSize(5000))
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const calls = await apiCalls(page)
    expect(calls.filter((call) => call.startsWith(firstCall))).toHaveLength(1)
    expect(askedTwice(calls)).toEqual([])
  })
}

test('a link hovered and then clicked asks for the next page’s data once', async ({ page }) => {
  await startSignedIn(page)
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000))
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  const link = menu.getByRole('link', { name: 'Calendar', exact: true })
  await expect(link).toBeVisible()
  await page.waitForLoadState('networkidle')
  const before = (await apiCalls(page)).length
  // the router runs the loader on intent (a hover), then again for the click: the answer from the first is reused
  await link.hover()
  await page.waitForLoadState('networkidle')
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  const calls = (await apiCalls(page)).slice(before)
  expect(calls.some((call) => call.includes('/calendar'))).toBe(true)
  expect(askedTwice(calls)).toEqual([])
})
