import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ADMIN, emailField, fillAndSignIn, messageOf, passwordField } from './support/auth'
import { presetLayout } from './support/shell'

/*
 * Password reset through a message, against the back end in the service worker: the demo has no mail server, so
 * the message is opened from the forgot-password page, as it would arrive.
 */

const NEW_PASSWORD = 'Mosaic-2031'

test('a reset for the admin: open the message, set a new password, the old one is refused', async ({
  page,
  axe,
}) => {
  await page.goto('/forgot-password')
  await page.getByRole('textbox', { name: /^Email/ }).fill(ADMIN.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect(page.getByText(`If an account uses ${ADMIN.email}`)).toBeVisible()
  expect(await axe()).toEqual([])

  await page.getByRole('button', { name: 'Open the message' }).click()
  const message = page.getByRole('dialog', { name: 'The message' })
  await expect(message.getByText('Reset your Tessera password')).toBeVisible()
  await expect(message.getByText(`Hello ${ADMIN.name},`)).toBeVisible()
  expect(await axe()).toEqual([])
  await message.getByRole('link', { name: 'Reset password' }).click()

  await expect(page).toHaveURL(/\/pages\/reset-password-v2\?token=[0-9a-f]{64}$/)
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD)
  await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible()

  // the link is spent
  await page.reload()
  await page.getByLabel(/^New password/).fill('Another-2032')
  await page.getByLabel(/^Confirm password/).fill('Another-2032')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('This reset link is not valid any more')).toBeVisible()

  await page.goto('/login')
  await fillAndSignIn(page, ADMIN)
  await expect.poll(() => messageOf(page, emailField(page))).toBeTruthy()
  await expect(page).toHaveURL(/\/login/)
  await passwordField(page).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL('/')
})

for (const [name, layout, language] of [
  ['dark', { skin: 'dark' }, 'en'],
  ['Arabic', { isRTL: true }, 'ar'],
] as const) {
  test(`the sent page and the message are accessible, ${name}`, async ({ page, axe }) => {
    await presetLayout(page, layout, { 'tessera.language': language })
    await page.goto('/pages/forgot-password-v1')
    await page.getByRole('textbox').first().fill('client@demo.com')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('status')).toBeVisible()
    expect(await axe()).toEqual([])
    await page.getByRole('status').getByRole('button').click()
    await expect(page.getByRole('dialog').getByRole('link')).toBeVisible()
    expect(await axe()).toEqual([])
    await page.screenshot({ path: `test-results/password-reset-message-${name}.png`, fullPage: true })
  })
}

/*
 * E-mail verification: a new account is signed in unverified, and the shell's reminder offers the message (the
 * demo has no mail server); its link confirms the address and the reminder goes.
 */
async function register(page: Page, email: string) {
  await page.goto('/register')
  // by position: the Arabic run has other labels (the English one names them)
  await page.getByRole('textbox').nth(0).fill(email.split('@')[0].replace('.', ''))
  await page.getByRole('textbox').nth(1).fill(email)
  await page.locator('input[type="password"]').fill('Grout-2031')
  await page.getByRole('checkbox').check()
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL('/')
}

test('register, open the verification message, follow its link: the address is verified', async ({
  page,
  axe,
}) => {
  await register(page, 'tiler@demo.com')
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' })
  await expect(banner).toContainText('We sent a link to tiler@demo.com')
  expect(await axe({ include: '[data-slot="alert"]' })).toEqual([])

  await banner.getByRole('button', { name: 'Resend' }).click()
  await expect(banner.getByRole('status')).toHaveText(/A new link is on its way to tiler@demo.com/)

  await banner.getByRole('button', { name: 'Open the message' }).click()
  const message = page.getByRole('dialog', { name: 'The message' })
  await expect(message.getByText('Confirm your e-mail address')).toBeVisible()
  await message.getByRole('link', { name: 'Verify e-mail' }).click()

  await expect(page).toHaveURL(/\/pages\/verify-email\?token=[0-9a-f]{64}$/)
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible()
  expect(await axe()).toEqual([])
  await page.getByRole('link', { name: 'Go to the dashboard' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('navigation').first()).toBeVisible()
  await expect(banner).toHaveCount(0)

  // the link is spent
  await page.goBack()
  await page.reload()
  await expect(page.getByText('This verification link is not valid any more')).toBeVisible()
})

test('the reminder can be dismissed for the browser session', async ({ page }) => {
  await register(page, 'grouter@demo.com')
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' })
  await banner.getByRole('button', { name: 'Dismiss the reminder' }).click()
  await expect(banner).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('navigation').first()).toBeVisible()
  await expect(banner).toHaveCount(0)
})

for (const [name, layout, language, title] of [
  ['dark', { skin: 'dark' }, 'en', 'Verify your e-mail address'],
  ['Arabic', { isRTL: true }, 'ar', 'تأكيد عنوان بريدك الإلكتروني'],
] as const) {
  test(`the verify reminder and page are accessible, ${name}`, async ({ page, axe }) => {
    await presetLayout(page, layout, { 'tessera.language': language })
    await register(page, `tiler.${name.toLowerCase()}@demo.com`)
    const banner = page.getByRole('region', { name: title })
    await expect(banner).toBeVisible()
    expect(await axe({ include: '[data-slot="alert"]' })).toEqual([])
    await page.screenshot({ path: `test-results/verify-banner-${name}.png`, fullPage: true })
    await banner.getByRole('button').nth(1).click()
    await page.getByRole('dialog').getByRole('link').click()
    await expect(page.getByRole('status')).toBeVisible()
    await expect(page.getByRole('status').getByRole('heading')).toBeVisible()
    expect(await axe()).toEqual([])
    await page.screenshot({ path: `test-results/verify-page-${name}.png`, fullPage: true })
  })
}
