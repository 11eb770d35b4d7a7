import { NAVIGATION } from '../src/config/navigation'
import { flattenLinks } from '../src/lib/navigation'
import { expect, test } from './fixtures'
import { startSignedIn } from './support/shell'

/**
 * axe with the WCAG 2.2 AA rules (target size and contrast included) on every page the menu offers, plus the
 * sign-in pages and the 404, in the light skin, the dark skin and right to left. New screens join by themselves
 * when they join the menu. Each test walks a share of the pages so the sweep spreads over the workers; right to
 * left walks one share.
 */
const MENU_PAGES = flattenLinks(NAVIGATION)
  .map(({ link }) => link.to)
  .filter((to) => to.startsWith('/') && !to.includes('unreachable'))
const SIGNED_OUT_PAGES = ['/login', '/register', '/forgot-password']

const SKINS = [
  ['light', {}],
  ['dark', { skin: 'dark' }],
  ['rtl', { isRTL: true }],
] as const
const SHARES = 4

/** Waits until the page has drawn and has no loading state left. */
async function settle(page: import('@playwright/test').Page) {
  await page.locator('[data-layout]').first().waitFor()
  await expect(page.locator('[aria-busy="true"], [data-loading-screen]')).toHaveCount(0, { timeout: 20_000 })
  // charts and lists animate in; axe must see the final colours
  await page.waitForTimeout(400)
}

for (const [skin, settings] of SKINS) {
  // Right to left changes layout, not colours: a quarter of the pages (rotating with the menu's order) keeps CI short.
  const shares = skin === 'rtl' ? 1 : SHARES
  for (let share = 0; share < shares; share++) {
    const pages = MENU_PAGES.filter((_, index) => index % SHARES === share)
    test(`axe finds nothing on the menu pages, ${skin}, part ${share + 1} of ${shares}`, async ({
      page,
      axe,
    }) => {
      test.setTimeout(600_000)
      await page.addInitScript((layout) => {
        localStorage.setItem('tessera.layout', JSON.stringify(layout))
      }, settings)
      await startSignedIn(page)
      const found: string[] = []
      for (const path of pages) {
        await page.goto(path)
        await settle(page)
        for (const line of await axe()) found.push(`${path}: ${line}`)
      }
      expect(found).toEqual([])
    })
  }

  test(`axe finds nothing on the signed-out pages and the 404, ${skin}`, async ({ page, axe }) => {
    test.setTimeout(120_000)
    await page.addInitScript((layout) => {
      localStorage.setItem('tessera.layout', JSON.stringify(layout))
    }, settings)
    const found: string[] = []
    for (const path of [...SIGNED_OUT_PAGES, '/no/such/page']) {
      await page.goto(path)
      await settle(page)
      for (const line of await axe()) found.push(`${path}: ${line}`)
    }
    expect(found).toEqual([])
  })
}
