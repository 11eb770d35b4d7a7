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
