import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The mail templates page: the five messages the back end sends, as they arrive, from the menu's Pages group. */

for (const [name, layout, language, width] of [
  ['light', {}, 'en', 1440],
  ['dark', { skin: 'dark' }, 'en', 1440],
  ['Arabic', { isRTL: true }, 'ar', 1440],
  ['phone', {}, 'en', 390],
] as const) {
  test(`the five templates and the reset message, ${name}`, async ({ page, axe }) => {
    await page.setViewportSize({ width, height: 900 })
    await presetLayout(page, layout, { 'tessera.language': language })
    await startSignedIn(page)
    await page.goto('/pages/mail-templates')
    const list = page.getByRole('navigation').filter({ has: page.locator('ul li a[href*="template="]') })
    await expect(list.getByRole('link')).toHaveCount(5)
    // the message itself is English, as the back end sends it
    const message = page.getByRole('article', { name: 'Reset your Tessera password' })
    await expect(message.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      /\/pages\/reset-password-v2\?token=sample$/,
    )
    expect(await axe()).toEqual([])
    await page.screenshot({ path: `test-results/mail-templates-${name}.png`, fullPage: true })
  })
}
