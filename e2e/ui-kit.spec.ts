import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The UI kit pages (issue #15): each opens by URL with its heading, and axe is clean in both skins. */

const PAGES = [['/ui-element/typography', 'Typography']] as const

for (const [skin, isRTL] of [
  ['light', false],
  ['dark', true],
] as const) {
  test(`the UI kit pages open and have no axe violations (${skin}, ${isRTL ? 'rtl' : 'ltr'})`, async ({
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
