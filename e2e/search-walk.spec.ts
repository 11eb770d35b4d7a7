import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { searchCalls } from '../contract/search.calls'
import { startSignedIn } from './support/shell'

/*
 * Every page the navbar search offers opens a real page with a heading, never the 404 page (issue #15's "no 404
 * left in the search or the bookmarks"). The list comes from the API, as the search dialog gets it, so a page
 * added to the index without a route fails here. Shards keep each test well inside CI's time limit.
 *
 * PENDING names the UI kit pages not built yet (issue #15): they still open the 404 page, and this test says so,
 * so the list cannot go stale: building one of them makes the test fail until it leaves the list.
 */
const PENDING = new Set([
  '/icons',
  '/extensions/toasts',
  '/extensions/slider',
  '/extensions/drag-and-drop',
  '/extensions/tour',
  '/extensions/clipboard',
  '/extensions/context-menu',
  '/extensions/i18n',
  '/extensions/editor',
  '/forms/form-layout',
  '/forms/form-wizard',
  '/forms/form-validation',
  '/forms/form-repeater',
  '/maps/leaflet',
])
interface Entry {
  title: string
  link: string
}

async function searchPages(page: Page): Promise<Entry[]> {
  return page.evaluate(async (path) => {
    const response = await fetch(path, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    })
    const { searchArr: groups } = (await response.json()) as {
      searchArr: { groupTitle: string; data: Entry[] }[]
    }
    return groups.find((group) => group.groupTitle === 'Pages')?.data ?? []
  }, searchCalls.mainSearch.path)
}

const SHARDS = 6

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every page in the search opens with a heading (part ${shard + 1} of ${SHARDS})`, async ({ page }) => {
    test.slow()
    await startSignedIn(page)
    const entries = await searchPages(page)
    expect(entries.length).toBeGreaterThan(90)
    for (const entry of entries.filter((_, index) => index % SHARDS === shard)) {
      await page.goto(entry.link)
      const notFound = page.getByRole('heading', { name: 'Page not found', level: 1 })
      if (PENDING.has(entry.link)) {
        await expect(notFound, `${entry.link} is built: take it off PENDING`).toBeVisible()
        continue
      }
      // misc and sign-in pages draw no shell; every page has its h1 (the 404 page's is "Page not found")
      const heading = page.getByRole('heading', { level: 1 })
      // a redirecting entry (the bare invoice and user paths) loads twice: give it time on a busy machine
      await expect(heading.first(), `${entry.title} (${entry.link})`).toBeVisible({ timeout: 15_000 })
      // the Error page is the not-found page shown on purpose (the template's "misc error" demo)
      if (entry.link !== '/misc/error') await expect(notFound, entry.link).toHaveCount(0)
    }
  })
}
