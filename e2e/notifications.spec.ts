import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'
import { SAMPLE_ADDRESS } from '../backend/test/sample-order'

/*
 * The navbar's bell against the mock back end in the service worker: an order placed in one tab is counted in every
 * open tab without a reload (the worker announces it on a BroadcastChannel), and opening it shows the order.
 */

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })

test('an order placed in one tab is counted by the bell in both, and the bell opens it', async ({
  page,
  context,
}) => {
  await startSignedIn(page)
  const other = await context.newPage()
  await other.goto('/')
  await expect(bell(other)).toHaveAccessibleName('Notifications, 0 unread')

  await page.goto('/apps/ecommerce/shop?category=garden')
  await page.getByRole('button', { name: 'Add to cart, Watering Can' }).click()
  await expect(page.getByRole('link', { name: 'View in cart' }).first()).toBeVisible()
  await page.goto('/apps/ecommerce/checkout')
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread')
  await page.getByRole('button', { name: 'Place order' }).click()
  await page.getByLabel('Full name').focus()
  for (const text of ['Ines Moreau', '+33 6 12 34 56 78', '7 Rue des Carreaux', '', 'Lyon', '', '69002']) {
    if (text) await page.keyboard.type(text)
    await page.keyboard.press('Tab')
  }
  await page.getByRole('button', { name: 'Deliver to this address' }).click()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Name on card').fill('Ines Moreau')
  await page.getByLabel(/Expiry/).fill('12/39')
  await page.getByLabel(/CVC|CVV/).fill('123')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible()
  const number = (await page.getByTestId('order-number').textContent())!

  // counted here and in the other tab, neither reloaded
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')
  await expect(bell(other)).toHaveAccessibleName('Notifications, 1 unread')

  await other.bringToFront()
  await bell(other).click()
  await panel(other)
    .getByRole('button', { name: new RegExp(`^Your order ${number} was placed`) })
    .click()
  await expect(other).toHaveURL(/\/apps\/ecommerce\/orders\/\d+$/)
  await expect(other.getByRole('heading', { name: new RegExp(number) }).first()).toBeVisible()
  await expect(bell(other)).toHaveAccessibleName('Notifications, 0 unread')
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread')
})

/**
 * Places an order through the API, as the signed-in admin, so the bell has something to show. The page is still
 * starting, so the bell's first count may be on its way meanwhile (the app must count the order either way).
 * A call that fails says so here rather than as a bell that never counts.
 */
async function placeOrder(page: Page) {
  const statuses = await page.evaluate(async (address) => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${localStorage.getItem('accessToken')}`,
    }
    const added = await fetch('/apps/ecommerce/cart', {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: 1 }),
    })
    const payment = { method: 'cash' }
    const placed = await fetch('/apps/ecommerce/checkout', {
      method: 'POST',
      headers,
      body: JSON.stringify({ address, payment }),
    })
    return [added.ok, placed.status]
  }, SAMPLE_ADDRESS)
  baseExpect(statuses, 'added to the cart, then checked out').toEqual([true, 201])
}

for (const [name, layout, language, oneUnread] of [
  ['light', {}, 'en', 'Notifications, 1 unread'],
  ['dark', { skin: 'dark' }, 'en', 'Notifications, 1 unread'],
  ['Arabic', { isRTL: true }, 'ar', 'الإشعارات، 1 غير مقروء'],
] as const) {
  test(`the bell's panel is accessible, ${name}`, async ({ page, axe }) => {
    await presetLayout(page, layout, { 'tessera.language': language })
    await startSignedIn(page)
    await page.goto('/')
    await placeOrder(page)
    await page.getByRole('button', { name: oneUnread }).click()
    await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(1)
    expect(await axe()).toEqual([])
    await page.screenshot({ path: `test-results/notifications-${name}.png` })
    await page.setViewportSize({ width: 390, height: 800 })
    await page.screenshot({ path: `test-results/notifications-${name}-390.png` })
  })
}
