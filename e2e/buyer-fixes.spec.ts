import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/*
 * The small defects of issue #42 a buyer trips on, each as a user meets it: in light, left to right at desktop
 * width, and in dark, Arabic, right to left at phone width, with axe on the state the fix adds.
 */

const VIEWS = [
  ['light, left to right, 1440 px', { width: 1440, height: 900 }, {}, {}],
  [
    'dark, Arabic, right to left, 390 px',
    { width: 390, height: 844 },
    { skin: 'dark', isRTL: true },
    { 'tessera.language': 'ar' },
  ],
] as const

for (const [view, viewport, layout, storage] of VIEWS) {
  const arabic = 'tessera.language' in storage

  test(`an invoice address with no number says it names no invoice, not "number 0" (${view})`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport)
    await presetLayout(page, layout, storage)
    await startSignedIn(page)
    await page.goto('/apps/invoice/preview/abc')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      arabic ? 'الفاتورة غير موجودة' : 'Invoice not found',
    )
    await expect(main).toContainText(
      arabic ? 'هذا العنوان لا يشير إلى أي فاتورة' : 'This address does not name an invoice',
    )
    await expect(main).not.toContainText(/\b0\b/)
    await expect(main.locator('a[href="/apps/invoice/list"]')).toBeVisible()
    expect(await axe()).toEqual([])
  })

  test(`a checkout quantity typed outside its range is brought back and the page says so (${view})`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport)
    await presetLayout(page, layout, storage)
    await startSignedIn(page)
    await page.goto('/apps/ecommerce/checkout')
    const quantity = page.getByRole('spinbutton', { name: arabic ? /^كمية / : /^Quantity of / }).first()
    await quantity.fill('999')
    await quantity.press('Enter')
    const said = arabic
      ? /تتراوح الكميات من 1 إلى \d+: تم تغيير 999 إلى \d+\./
      : /Quantities go from 1 to \d+: 999 was changed to \d+\./
    await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible()
    await expect(quantity).toHaveAccessibleDescription(said)
    expect(await axe()).toEqual([])
    await quantity.fill('0')
    await quantity.press('Enter')
    await expect(quantity).toHaveValue('1')
    await expect(quantity).toHaveAccessibleDescription(arabic ? /تم تغيير 0 إلى 1\./ : /0 was changed to 1\./)
  })

  test(`detail cards wrap an email and a web address at their natural points, never inside a word (${view})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await presetLayout(page, layout, storage)
    await startSignedIn(page)
    // every piece of the address between two break points stays on one line (one client rect)
    const piecesBroken = (value: import('@playwright/test').Locator) =>
      value.evaluate((element) =>
        [...element.querySelectorAll('*'), element]
          .flatMap((node) => [...node.childNodes])
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
          .filter((node) => {
            const range = document.createRange()
            range.selectNodeContents(node)
            return range.getClientRects().length > 1
          })
          .map((node) => node.textContent),
      )
    await page.goto('/apps/user/view/1')
    const email = page.getByText('amara.dunmore@glazeworksltd.test')
    await expect(email).toBeVisible({ timeout: 15_000 })
    expect(await piecesBroken(email)).toEqual([])
    await page.goto('/pages/profile')
    const website = page.getByRole('link', { name: 'https://tessellate.example' })
    await expect(website).toBeVisible({ timeout: 15_000 })
    expect(await piecesBroken(website)).toEqual([])
    // the term beside it stays whole ("E-mail:", not "E- / mail:")
    const term = page.getByRole('term').filter({ hasText: arabic ? /البريد/ : 'E-mail' })
    expect(await term.evaluate((element) => element.getClientRects().length)).toBe(1)
    expect(await term.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(30)
  })

  test(`coming soon: Notify me stores the address and says so, signed out (${view})`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport)
    await presetLayout(page, layout, storage)
    await page.goto('/misc/coming-soon')
    const email = page.getByRole('textbox', { name: arabic ? 'البريد الإلكتروني' : 'Email address' })
    await email.fill('Launch.Fan@tessera.test')
    await page.getByRole('button', { name: arabic ? 'أعلمني' : 'Notify me' }).click()
    await expect(page.getByRole('status')).toContainText('launch.fan@tessera.test')
    expect(await axe()).toEqual([])
    // stored by the back end: the same address again is on the list already
    await page.reload()
    await email.fill('launch.fan@tessera.test')
    await page.getByRole('button', { name: arabic ? 'أعلمني' : 'Notify me' }).click()
    await expect(page.getByRole('status')).toContainText(
      arabic ? 'كان على القائمة من قبل' : 'was on the list already',
    )
  })

  test(`sign-up and account settings ask for the same password rule, said beside the field (${view})`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize(viewport)
    await presetLayout(page, layout, storage)
    const rule = arabic ? '6 أحرف على الأقل' : 'At least 6 characters'
    await page.goto('/register')
    const password = page.getByLabel(arabic ? /^كلمة المرور/ : /^Password/)
    await expect(password).toHaveAccessibleDescription(`${rule}.`)
    // five characters are refused beside the field, six are not
    await password.fill('abcde')
    await page.getByRole('button', { name: arabic ? 'إنشاء حساب' : 'Create account' }).click()
    await expect(password).toHaveAccessibleDescription(
      arabic ? /استخدم 6 أحرف على الأقل/ : /Use at least 6 characters\./,
    )
    expect(await axe()).toEqual([])

    await startSignedIn(page)
    await page.goto('/pages/account-settings?tab=security')
    const newPassword = page.getByLabel(arabic ? /^كلمة المرور الجديدة/ : /^New password/)
    await newPassword.fill('abcdef')
    await expect(page.getByRole('listitem').filter({ hasText: rule })).toContainText(
      arabic ? ': مستوفى' : ': met',
    )
  })
}

for (const [view, layout, storage] of [
  ['light, left to right', {}, {}],
  ['dark, Arabic, right to left', { skin: 'dark', isRTL: true }, { 'tessera.language': 'ar' }],
] as const) {
  test(`the sign-in toast moves out of the customizer's way when it opens (${view}, 1440 px)`, async ({
    page,
    axe,
  }) => {
    const arabic = 'tessera.language' in storage
    await page.setViewportSize({ width: 1440, height: 900 })
    await presetLayout(page, layout, storage)
    await page.goto('/login')
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
    // no third-party sign-in is configured, so no button offers one (they were dead ends)
    await expect(
      page.getByRole('button', { name: /google|github|facebook|twitter|apple|microsoft/i }),
    ).toHaveCount(0)
    await page.getByLabel(arabic ? /^البريد الإلكتروني/ : /^Email/).fill('admin@demo.com')
    await page.getByLabel(arabic ? /^كلمة المرور/ : /^Password/).fill('admin')
    await page.keyboard.press('Enter')
    const welcome = page.locator('[data-sonner-toast]').filter({ hasText: 'Noor Halvorsen' })
    await expect(welcome).toBeVisible()
    await page
      .getByRole('button', { name: arabic ? 'فتح أداة تخصيص المظهر' : 'Open the theme customizer' })
      .click()
    const panel = page.getByRole('dialog')
    await expect(panel).toHaveCSS('opacity', '1')
    // the toast slides to the other side; wait until it has settled, then compare the boxes
    await expect
      .poll(async () => {
        const [toast, sheet] = await Promise.all([welcome.boundingBox(), panel.boundingBox()])
        if (!toast || !sheet) return 'not drawn'
        const apart = toast.x + toast.width <= sheet.x || sheet.x + sheet.width <= toast.x
        return apart ? 'apart' : 'overlapping'
      })
      .toBe('apart')
    expect(await axe()).toEqual([])
  })
}

for (const [view, layout, storage] of [
  ['light, left to right', {}, {}],
  ['dark, Arabic, right to left', { skin: 'dark', isRTL: true }, { 'tessera.language': 'ar' }],
] as const) {
  test(`on a phone the sign-in toast keeps clear of the customizer's button (${view}, 390 px)`, async ({
    page,
  }) => {
    const arabic = 'tessera.language' in storage
    await page.setViewportSize({ width: 390, height: 844 })
    await presetLayout(page, layout, storage)
    await page.goto('/login')
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
    await page.getByLabel(arabic ? /^البريد الإلكتروني/ : /^Email/).fill('admin@demo.com')
    await page.getByLabel(arabic ? /^كلمة المرور/ : /^Password/).fill('admin')
    await page.keyboard.press('Enter')
    const welcome = page.locator('[data-sonner-toast]').filter({ hasText: 'Noor Halvorsen' })
    await expect(welcome).toBeVisible()
    const button = page.getByRole('button', {
      name: arabic ? 'فتح أداة تخصيص المظهر' : 'Open the theme customizer',
    })
    // side by side, whatever the height: however many toasts stack up, none reaches the button's column
    await expect
      .poll(async () => {
        const [toast, gear] = await Promise.all([welcome.boundingBox(), button.boundingBox()])
        if (!toast || !gear) return 'not drawn'
        const apart = toast.x + toast.width <= gear.x || gear.x + gear.width <= toast.x
        return apart ? 'apart' : 'in the same column'
      })
      .toBe('apart')
  })
}

test('the invoice list names itself once, its Status filter sits in the toolbar, and each status has its word', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await startSignedIn(page)
  await page.goto('/apps/invoice/list')
  await expect(page.getByRole('heading', { name: 'Invoices' })).toHaveCount(1)
  const status = page.getByRole('combobox', { name: 'Status' })
  const search = page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /Search/ }))
    .first()
  const [statusBox, searchBox] = await Promise.all([status.boundingBox(), search.boundingBox()])
  // in line with the search, not above the toolbar
  expect(
    Math.abs(statusBox!.y + statusBox!.height / 2 - (searchBox!.y + searchBox!.height / 2)),
  ).toBeLessThan(4)
  const pastDue = page.getByRole('button', { name: /^Past Due\b/ }).first()
  await expect(pastDue).toHaveText('Past Due')
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
  expect(await axe()).toEqual([])
})
