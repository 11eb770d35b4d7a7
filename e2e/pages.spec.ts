import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillAndSignIn, openUserMenu, signIn, ADMIN } from './support/auth'
import { presetLayout, startSignedIn, waitForShell } from './support/shell'

/* Account settings, FAQ, knowledge base and pricing against the mock API in the service worker. */

const form = (page: Page, name: string) => page.getByRole('form', { name })

async function openSettings(page: Page, tab: string) {
  await page.goto(`/pages/account-settings?tab=${tab}`)
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible()
}

test('a password change: the old password no longer signs in, the new one does', async ({ page }) => {
  test.setTimeout(60_000)
  await signIn(page, ADMIN)
  await openSettings(page, 'security')
  const card = form(page, 'Change password')
  await card.getByLabel(/^Current password/).fill('admin')
  await card.getByLabel(/^New password/).fill('Mosaic-2031')
  await card.getByLabel(/^Retype new password/).fill('Mosaic-2031')
  await card.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed. Other devices were signed out.')).toBeVisible()
  // this device stays signed in: a reload still shows the page
  await page.reload()
  await waitForShell(page)
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible()

  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await fillAndSignIn(page, ADMIN)
  await expect(page.getByText('Email or Password is Invalid')).toBeVisible()
  await fillAndSignIn(page, { email: ADMIN.email, password: 'Mosaic-2031' })
  await expect(page).not.toHaveURL(/\/login/)
})

test('each settings tab saves on its own and survives a reload', async ({ page }) => {
  test.setTimeout(90_000)
  await startSignedIn(page)
  await openSettings(page, 'general')
  await form(page, 'General')
    .getByRole('textbox', { name: /^Company/ })
    .fill('Grout Works')
  await form(page, 'General').getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('General saved')).toBeVisible()

  await page.getByRole('tab', { name: 'Information' }).click()
  await expect(page).toHaveURL(/tab=info/)
  await form(page, 'Information').getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: 'Iceland' }).click()
  await form(page, 'Information').getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Information saved')).toBeVisible()

  await page.getByRole('tab', { name: 'Social' }).click()
  await form(page, 'Social').getByRole('textbox', { name: 'Quora' }).fill('https://quora.example/noor')
  await form(page, 'Social').getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Social saved')).toBeVisible()

  await page.getByRole('tab', { name: 'Connections' }).click()
  await form(page, 'Connections').getByRole('switch', { name: 'Slack' }).click()
  await form(page, 'Connections').getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Connections saved')).toBeVisible()

  await page.getByRole('tab', { name: 'Notifications' }).click()
  await form(page, 'Notifications').getByRole('switch', { name: 'Weekly blog digest' }).click()
  await form(page, 'Notifications').getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Notifications saved')).toBeVisible()

  // two-step sign-in is turned on through its dialog: e2e/security.spec.ts
  await page.reload()
  await page.getByRole('tab', { name: 'Notifications' }).click()
  await expect(form(page, 'Notifications').getByRole('switch', { name: 'Weekly blog digest' })).toBeChecked()
  await page.getByRole('tab', { name: 'Connections' }).click()
  await expect(form(page, 'Connections').getByRole('switch', { name: 'Slack' })).toBeChecked()
  await page.getByRole('tab', { name: 'Social' }).click()
  await expect(form(page, 'Social').getByRole('textbox', { name: 'Quora' })).toHaveValue(
    'https://quora.example/noor',
  )
  await page.getByRole('tab', { name: 'Information' }).click()
  await expect(form(page, 'Information').getByRole('combobox', { name: 'Country' })).toHaveValue('Iceland')
  await page.getByRole('tab', { name: 'General' }).click()
  await expect(form(page, 'General').getByRole('textbox', { name: /^Company/ })).toHaveValue('Grout Works')
})

test('leaving a tab with unsaved changes asks first', async ({ page }) => {
  await startSignedIn(page)
  await openSettings(page, 'info')
  await form(page, 'Information').getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: 'Peru' }).click()
  await page.getByRole('tab', { name: 'Social' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(/tab=info/)
  await expect(form(page, 'Information').getByRole('combobox', { name: 'Country' })).toHaveValue('Peru')
  await page.getByRole('tab', { name: 'Social' }).click()
  await dialog.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/tab=social/)
})

test('FAQ search filters the questions and marks the match', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/pages/faq')
  await expect(page.getByRole('tab', { name: 'Payment' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('refund')
  await expect(page).toHaveURL(/q=refund/)
  await expect(page.getByRole('tab', { name: 'Delivery' })).toHaveCount(0)
  await expect(page.locator('mark').first()).toHaveText(/refund/i)
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('refund')
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('zebra crossing')
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
})

test('knowledge base: topic, category and question, and the vote survives a reload', async ({ page }) => {
  test.setTimeout(60_000)
  await startSignedIn(page)
  await page.goto('/pages/knowledge-base')
  await page.getByRole('link', { name: 'Account & security', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Account & security', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'How do I change my password?' }).click()
  await expect(page.getByRole('heading', { name: 'How do I change my password?', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Yes (44)' }).click()
  await expect(page.getByRole('button', { name: 'Yes (45)' })).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Yes (45)' })).toHaveAttribute('aria-pressed', 'true')
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Knowledge base' })
    .click()
  await expect(page.getByRole('heading', { name: 'Knowledge base', level: 1 })).toBeVisible()
})

test('pricing: the annual switch changes the prices, and a plan change sticks', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/pages/pricing')
  await expect(page.getByText('$49')).toBeVisible()
  await page.getByRole('switch', { name: 'Annually' }).click()
  await expect(page.getByText('$480 billed once a year')).toBeVisible()
  await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Change plan' }).click()
  await expect(page.getByText('You are on Enterprise, billed annually.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('You are on Enterprise, billed annually.')).toBeVisible()
})

const AXE_PAGES = {
  'account settings': [
    ['/pages/account-settings?tab=general', 'Account settings'],
    ['/pages/account-settings?tab=security', 'Account settings'],
    ['/pages/account-settings?tab=connections', 'Account settings'],
  ],
  'FAQ and pricing': [
    ['/pages/faq', 'Hello, how can we help?'],
    ['/pages/pricing?billing=annual', 'Pricing plans'],
  ],
  'knowledge base': [
    ['/pages/knowledge-base', 'Knowledge base'],
    ['/pages/knowledge-base/billing-plans', 'Billing & plans'],
    ['/pages/knowledge-base/billing-plans/compare-plans', 'Which plan is right for me?'],
  ],
} as const

for (const skin of ['light', 'dark'] as const) {
  for (const [group, pages] of Object.entries(AXE_PAGES)) {
    test(`${group} has no axe violations (${skin})`, async ({ page, axe }) => {
      test.setTimeout(90_000)
      await presetLayout(page, { skin })
      await startSignedIn(page)
      for (const [path, heading] of pages) {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
        await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
        expect({ path, violations: await axe() }).toEqual({ path, violations: [] })
      }
    })
  }
}

for (const skin of ['light', 'dark'] as const) {
  test(`the information tab's country list and birth-date calendar, open, have no axe violations (${skin})`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(90_000)
    await presetLayout(page, { skin })
    await startSignedIn(page)
    await openSettings(page, 'info')
    const info = form(page, 'Information')
    const country = info.getByRole('combobox', { name: 'Country' })
    await expect(country).toHaveValue('Norway')
    // the combobox filters the countries by what is typed (src/components/ui/combobox.tsx)
    await country.fill('Portu')
    await expect(page.getByRole('option', { name: 'Portugal' })).toBeVisible()
    expect(await axe()).toEqual([])
    await page.getByRole('option', { name: 'Portugal' }).click()
    await expect(country).toHaveValue('Portugal')

    await info.getByRole('button', { name: /^Birth date/ }).click()
    await page.getByRole('combobox', { name: /year/i }).selectOption('1985')
    await expect(page.getByRole('grid', { name: 'April 1985' })).toBeVisible()
    expect(await axe()).toEqual([])
    await page.getByRole('button', { name: /April 3rd, 1985/ }).click()
    await info.getByRole('button', { name: 'Save changes' }).click()
    await page.reload()
    await expect(form(page, 'Information').getByRole('combobox', { name: 'Country' })).toHaveValue('Portugal')
    await expect(form(page, 'Information').getByRole('button', { name: /^Birth date/ })).toHaveText(
      /April 3rd, 1985/,
    )
  })
}
