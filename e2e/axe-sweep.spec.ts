import { expect, test } from './fixtures'
import { MENU_PAGES } from './support/menu-pages'
import { startSignedIn } from './support/shell'

/**
 * axe with the WCAG 2.2 AA rules (target size and contrast included) on every page the menu offers, plus the
 * sign-in pages and the 404. New screens join by themselves when they join the menu. To keep CI short each page
 * is scanned once, the skins taking turns down the menu (light, dark, right to left), so every skin covers a third
 * of the app; the apps' own specs scan their screens in light and dark besides. Each page must also show its h1
 * and not the 404 page: search-walk.spec.ts relies on this walk for the pages the search offers.
 */
// The UI kit's pages are left to ui-kit.spec.ts, which scans each of them light left to right and dark right to left.
const SIGNED_OUT_PAGES = ['/login', '/register', '/forgot-password', '/no/such/page']

const SKINS = [
  ['light', {}],
  ['dark', { skin: 'dark' }],
  ['rtl', { isRTL: true }],
] as const

/** Waits until the page has drawn and has no loading state left. */
async function settle(page: import('@playwright/test').Page) {
  await page.locator('[data-layout]').first().waitFor()
  await expect(page.locator('[aria-busy="true"], [data-loading-screen]')).toHaveCount(0, { timeout: 20_000 })
  // charts and lists animate in; axe must see the final colours
  await page.waitForTimeout(400)
}

SKINS.forEach(([skin, settings], turn) => {
  const pages = MENU_PAGES.filter((_, index) => index % SKINS.length === turn)
  test(`axe finds nothing on a third of the menu pages, ${skin}`, async ({ page, axe }) => {
    test.setTimeout(600_000)
    await page.addInitScript((layout) => {
      localStorage.setItem('tessera.layout', JSON.stringify(layout))
    }, settings)
    await startSignedIn(page)
    const found: string[] = []
    for (const path of pages) {
      await page.goto(path)
      await settle(page)
      // misc and sign-in pages draw no shell, but every page has its h1
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
      // the Error page is the not-found page shown on purpose (the template's "misc error" demo)
      if (path !== '/misc/error')
        await expect(page.getByRole('heading', { name: 'Page not found', level: 1 }), path).toHaveCount(0)
      for (const line of await axe()) found.push(`${path}: ${line}`)
    }
    expect(found).toEqual([])
  })
})

test('axe finds nothing on the signed-out pages and the 404, dark', async ({ page, axe }) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => localStorage.setItem('tessera.layout', JSON.stringify({ skin: 'dark' })))
  const found: string[] = []
  for (const path of SIGNED_OUT_PAGES) {
    await page.goto(path)
    await settle(page)
    for (const line of await axe()) found.push(`${path}: ${line}`)
  }
  expect(found).toEqual([])
})
