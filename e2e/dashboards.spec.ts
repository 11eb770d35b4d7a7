import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The dashboards: cards load from the mock API, a period switch refetches, and axe is clean in both skins. */

test('analytics: a period switch refetches the card', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/dashboard/analytics')
  await expect(page.getByRole('heading', { name: 'Analytics dashboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
  const total = page.getByTestId('support-total')
  await expect(total).toBeVisible()
  const before = await total.textContent()
  await page.getByRole('combobox', { name: 'Period: Support tracker' }).click()
  await page.getByRole('option', { name: 'Last year' }).click()
  await expect(total).not.toHaveText(before ?? '')

  const earning = page.getByTestId('revenue-report-earning')
  await expect(earning).toBeVisible()
  const earningBefore = await earning.textContent()
  await page.getByRole('combobox', { name: 'Year: Revenue report' }).click()
  await page.getByRole('option', { name: '2018' }).click()
  await expect(earning).not.toHaveText(earningBefore ?? '')
})

test('ecommerce: the cards and tables load and a period switch refetches', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/dashboard/ecommerce')
  await expect(page.getByRole('heading', { name: 'eCommerce dashboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Recent transactions' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Top products' })).toBeVisible()
  const total = page.getByTestId('product-orders-total')
  await expect(total).toBeVisible()
  const before = await total.textContent()
  await page.getByRole('combobox', { name: 'Period: Product orders' }).click()
  await page.getByRole('option', { name: 'Last year' }).click()
  await expect(total).not.toHaveText(before ?? '')
})

for (const skin of ['light', 'dark'] as const) {
  test(`the dashboards have no axe violations (${skin})`, async ({ page, axe }) => {
    await presetLayout(page, { skin })
    await startSignedIn(page)
    for (const path of ['/dashboard/analytics', '/dashboard/ecommerce']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveClass(skin === 'dark' ? /dark/ : /^(?!.*dark)/)
      // every card has drawn its data, so axe sees the real page rather than skeletons
      await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
      await expect(page.getByRole('figure').first()).toBeVisible()
      expect(await axe()).toEqual([])
    }
  })
}
