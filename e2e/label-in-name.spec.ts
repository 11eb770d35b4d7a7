import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/*
 * Label in name (WCAG 2.5.3, issue #42): a voice-control user says the words a control shows. Each control here
 * shows short words and its name says which product, plan or post it is for; the name must begin with those
 * words, in English and in Arabic, right to left. The shared axe helper (fixtures.ts) runs axe's
 * label-content-name-mismatch rule on every scan; these tests run it alone on the pages they visit.
 */

test('the shop, wish list, pricing and profile answer to the words their buttons show', async ({ page }) => {
  test.setTimeout(90_000)
  await startSignedIn(page)
  await page.goto('/apps/ecommerce/shop')
  const addButtons = page.getByRole('button', { name: /^Add to cart\b/ })
  await expect(addButtons.first()).toBeVisible({ timeout: 15_000 })
  // every product card's button, and each says which product
  await expect(page.getByRole('button', { name: 'Add to cart, Terracotta Hex Tile Set' })).toBeVisible()
  expect(await addButtons.count()).toBeGreaterThan(3)

  await page.goto('/apps/ecommerce/wishlist')
  await expect(page.getByRole('button', { name: /^Move to cart, / }).first()).toBeVisible({ timeout: 15_000 })

  await page.goto('/pages/pricing')
  await expect(page.getByRole('button', { name: /^Upgrade to / }).first()).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('button', { name: /^Switch plan to / }).first()).toBeVisible()

  await page.goto('/pages/profile')
  const like = page.getByRole('button', { name: /^Like the post by / }).first()
  await expect(like).toBeVisible({ timeout: 15_000 })
  await expect(like).toHaveText('Like')
  expect(await axeLabelInName(page)).toEqual([])
})

test('in Arabic, right to left, the cart button’s name begins with its visible words', async ({ page }) => {
  await presetLayout(page, { isRTL: true }, { 'tessera.language': 'ar' })
  await startSignedIn(page)
  await page.goto('/apps/ecommerce/shop')
  await expect(page.getByRole('button', { name: /^أضف إلى السلة، / }).first()).toBeVisible({
    timeout: 15_000,
  })
  expect(await axeLabelInName(page)).toEqual([])
})

test('a plan card of the radio demo is chosen by a click anywhere on it and named by its title', async ({
  page,
}) => {
  await startSignedIn(page)
  await page.goto('/forms/elements/radio')
  const starter = page.getByRole('radio', { name: 'Starter', exact: true })
  await expect(starter).not.toBeChecked()
  // the card's description line lies outside the radio; the radio's ::after covers it
  const description = page.getByText(/Up to 3 members/)
  await description.scrollIntoViewIfNeeded()
  const line = await description.boundingBox()
  if (!line) throw new Error('the Starter card has no description line on screen')
  await page.mouse.click(line.x + 4, line.y + line.height / 2)
  await expect(starter).toBeChecked()
  expect(await axeLabelInName(page)).toEqual([])
})

/** Only the label-in-name rule, on the whole page (with the avatar buttons of the navbar). */
async function axeLabelInName(page: Page) {
  const results = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .setLegacyMode(true)
    .analyze()
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))
}
