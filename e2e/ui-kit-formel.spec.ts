import { expect, test } from './fixtures'
import { startSignedIn } from './support/shell'

/* The form element pages of the UI kit (issue #15) by keyboard and mouse; ui-kit.spec.ts walks them with axe. */

test('input: the email error appears on leaving the field; masks format what is typed', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/forms/elements/input')
  const email = page.getByRole('textbox', { name: 'Email', exact: true }).nth(1)
  await email.fill('not-an-email')
  await email.blur()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(/Enter an email address/)
  await email.fill('ada@example.com')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')

  const password = page.getByLabel('New password')
  await password.fill('correct horse')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')

  // the masks have a page of their own; typed keys in a real browser, caret and all
  await page.goto('/forms/elements/input-mask')
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true })
  await phone.pressSequentially('5551234567')
  await expect(phone).toHaveValue('(555) 123-4567')
  const amount = page.getByRole('textbox', { name: 'Amount' })
  await amount.pressSequentially('1234567.5')
  await expect(amount).toHaveValue('1,234,567.5')
})

test('textarea: the counter follows the text and flags going over the limit', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/forms/elements/textarea')
  const status = page.getByRole('textbox', { name: 'Status update' })
  await status.fill('Shipping today')
  await expect(page.getByText('14 / 140')).toBeVisible()
  await status.fill('x'.repeat(142))
  await expect(status).toHaveAttribute('aria-invalid', 'true')
  await expect(status).toHaveAccessibleDescription(/2 characters too many/)
})
