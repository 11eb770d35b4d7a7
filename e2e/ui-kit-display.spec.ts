import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The display UI kit pages (issue #15): each opens with its heading, axe is clean in both skins, and the
 * interactive examples answer clicks and keys. */

const PAGES = [['/colors', 'Colors']] as const

for (const [skin, isRTL] of [
  ['light', false],
  ['dark', true],
] as const) {
  test(`the display UI kit pages have no axe violations (${skin}, ${isRTL ? 'rtl' : 'ltr'})`, async ({
    page,
    axe,
  }) => {
    await presetLayout(page, { skin, isRTL })
    await startSignedIn(page)
    for (const [path, heading] of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', isRTL ? 'rtl' : 'ltr')
      expect(await axe()).toEqual([])
    }
  })
}

test('the colours page measures the contrast of every swatch and marks it AA', async ({ page }) => {
  await presetLayout(page, { skin: 'light', isRTL: false })
  await startSignedIn(page)
  await page.goto('/colors')
  const primary = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Primary' }) })
  await expect(primary.getByText(/^Contrast \d+(\.\d+)?:1$/)).toHaveCount(3)
  await expect(primary.getByText('AA pass')).toHaveCount(3)
})
