import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The shop against the mock API in the service worker: filters live in the URL, the cart and orders persist. */

// Journeys of many steps on a shared 2-core machine: each wait may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

const results = (page: Page) => page.getByRole('list', { name: 'Shop' })
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / })

async function openShop(page: Page, search = '') {
  await page.goto(`/apps/ecommerce/shop${search}`)
  await expect(results(page).getByRole('listitem').first()).toBeVisible()
}

test('filter by category and price; the filters survive a reload', async ({ page }) => {
  await startSignedIn(page)
  await openShop(page)
  await expect(page.getByText('32 results')).toBeVisible()

  await filters(page)
    .getByRole('radio', { name: /Kitchen/ })
    .click()
  await expect(page).toHaveURL(/category=kitchen/)
  await expect(page.getByText('4 results')).toBeVisible()
  await filters(page)
    .getByRole('radiogroup', { name: 'Price' })
    .getByRole('radio', { name: '$25.00 to $50.00' })
    .click()
  await expect(page).toHaveURL(/minPrice=25/)
  await expect(page).toHaveURL(/maxPrice=50/)
  await expect(page.getByText('2 results')).toBeVisible()
  const names = ['Stoneware Mug Pair', 'Olive Wood Board']
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(names)

  await page.reload()
  await expect(page.getByText('2 results')).toBeVisible()
  await expect(filters(page).getByRole('radio', { name: /Kitchen/ })).toBeChecked()
  await expect(filters(page).getByRole('radio', { name: '$25.00 to $50.00' })).toBeChecked()
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(names)

  // the list view and the sort are in the URL too
  await page.getByRole('button', { name: 'List view' }).click()
  await expect(page).toHaveURL(/view=list/)
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
})

test('move from the wish list to the cart; a quantity changed in the navbar cart shows at checkout', async ({
  page,
}) => {
  await startSignedIn(page)
  await page.goto('/apps/ecommerce/wishlist')
  await expect(page.getByRole('heading', { name: 'Wish list', level: 1 })).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items')
  await page.getByRole('button', { name: 'Move to cart, Arc Floor Lamp' }).click()
  await expect(page.getByText('Arc Floor Lamp moved to your cart.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Arc Floor Lamp' })).toHaveCount(0)
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 7 items')

  await cartButton(page).click()
  // the panel is named by its heading
  const panel = page.getByRole('dialog', { name: 'My cart' })
  await expect(panel.getByRole('link', { name: 'Arc Floor Lamp' })).toBeVisible()
  await panel.getByRole('button', { name: 'One more Arc Floor Lamp' }).click()
  await expect(panel.getByRole('spinbutton', { name: 'Quantity of Arc Floor Lamp' })).toHaveValue('2')
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 8 items')
  await panel.getByRole('link', { name: 'Checkout' }).click()

  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  await expect(panel).toBeHidden()
  const inCheckout = page.getByRole('main').getByRole('spinbutton', { name: 'Quantity of Arc Floor Lamp' })
  await expect(inCheckout).toHaveValue('2')
  await page.reload()
  await expect(inCheckout).toHaveValue('2')
})

test('add to cart, then a checkout by keyboard alone places an order that the orders list and the dashboard show', async ({
  page,
}) => {
  await startSignedIn(page)
  await openShop(page, '?category=garden')
  await page.getByRole('button', { name: 'Add to cart, Watering Can' }).click()
  await expect(results(page).getByRole('link', { name: 'View in cart' }).first()).toBeVisible()

  await page.goto('/apps/ecommerce/checkout')
  await expect(page.getByRole('link', { name: 'Watering Can' })).toBeVisible()
  const total = await page.getByTestId('checkout-total').textContent()
  // the coupon: an empty one asks for a code (it said the code was not valid)
  await page.getByLabel('Coupon code').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Coupon code')).toHaveAccessibleDescription(/Enter a coupon code\./)
  await page.keyboard.type('tessera10')
  await page.keyboard.press('Enter')
  await expect(page.getByText('TESSERA10 applied.')).toBeVisible()
  await expect(page.getByTestId('checkout-total')).not.toHaveText(total!)
  const discounted = await page.getByTestId('checkout-total').textContent()

  await page.getByRole('button', { name: 'Place order' }).focus()
  await page.keyboard.press('Enter')
  // the address form: an empty submit shows messages beside the fields
  const deliver = page.getByRole('button', { name: 'Deliver to this address' })
  await deliver.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('This field is required.').first()).toBeVisible()
  await page.getByLabel('Full name').focus()
  for (const text of ['Ines Moreau', '+33 6 12 34 56 78', '7 Rue des Carreaux', '', 'Lyon', '', '69002']) {
    if (text) await page.keyboard.type(text)
    await page.keyboard.press('Tab')
  }
  await deliver.focus()
  await page.keyboard.press('Enter')

  // payment: a number failing the Luhn check is refused beside the field
  await expect(page.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible()
  await page.getByLabel('Card number').focus()
  await page.keyboard.type('4242 4242 4242 4241')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Ines Moreau')
  await page.keyboard.press('Tab')
  await page.keyboard.type('12/39')
  await page.keyboard.press('Tab')
  await page.keyboard.type('123')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Enter a valid card number.')).toBeVisible()
  await page.getByLabel('Card number').focus()
  await page.keyboard.press('Backspace')
  await page.keyboard.type('2')
  await page.getByRole('button', { name: 'Place order' }).focus()
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeFocused()
  const number = (await page.getByTestId('order-number').textContent())!
  expect(number).toMatch(/^TS-\d{5}$/)
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty')

  await page.getByRole('link', { name: 'View the order' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  await expect(page.getByText(discounted!).first()).toBeVisible()
  await page.getByRole('link', { name: 'All orders' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toContainText(number)
  await expect(page.getByRole('row').nth(1)).toContainText('Placed')

  // the eCommerce dashboard's recent transactions list it first and link to it
  await page.goto('/')
  const transactions = page.getByRole('table', { name: 'Recent transactions' })
  await expect(transactions.getByRole('row').nth(1)).toContainText('Ines Moreau')
  await transactions.getByRole('link', { name: `Open order ${number}` }).click()
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
})

const SCREENS = [
  ['shop', '/apps/ecommerce/shop'],
  ['product detail', '/apps/ecommerce/product-detail/oak-reading-chair'],
  ['wish list', '/apps/ecommerce/wishlist'],
  ['checkout', '/apps/ecommerce/checkout'],
  ['orders', '/apps/ecommerce/orders'],
  ['order', '/apps/ecommerce/orders/1'],
] as const

for (const skin of ['light', 'dark'] as const) {
  test(`the shop's screens have no axe violations (WCAG 2.2 AA, ${skin})`, async ({ page, axe }) => {
    // six screens and the open cart, each scanned whole: long on a shared machine
    test.setTimeout(240_000)
    await presetLayout(page, { skin })
    await startSignedIn(page)
    for (const [name, path] of SCREENS) {
      await page.goto(path)
      await expect(page.locator('main h1, main [role=region]').first()).toBeVisible()
      await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
      await expect(cartButton(page)).toBeVisible()
      expect(await axe(), name).toEqual([])
    }
    // the navbar cart open
    await cartButton(page).click()
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1')
    expect(await axe(), 'the open cart').toEqual([])
  })
}
