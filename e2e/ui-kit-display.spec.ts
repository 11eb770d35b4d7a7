import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The display UI kit pages (issue #15): the interactive examples answer clicks and keys (ui-kit.spec.ts walks
 * them with axe). */

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
