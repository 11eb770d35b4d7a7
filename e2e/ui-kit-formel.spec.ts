import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The form element pages of the UI kit (issue #15): each opens with its heading and is axe-clean in both skins. */

const PAGES = [
  ['/forms/elements/input', 'Input'],
  ['/forms/elements/textarea', 'Textarea'],
] as const

for (const [skin, isRTL] of [
  ['light', false],
  ['dark', true],
] as const) {
  test(`the form element pages open and have no axe violations (${skin}, ${isRTL ? 'rtl' : 'ltr'})`, async ({
    page,
    axe,
  }) => {
    // axe on these long pages takes 20-30 s each on the shared CI cores
    test.slow()
    await presetLayout(page, { skin, isRTL })
    await startSignedIn(page)
    for (const [path, heading] of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', isRTL ? 'rtl' : 'ltr')
      expect(await axe()).toEqual([])
    }
  })
}

test('input: the email error appears on leaving the field and masks format what is typed', async ({
  page,
}) => {
  await startSignedIn(page)
  await page.goto('/forms/elements/input')
  const email = page.getByRole('textbox', { name: 'Email', exact: true }).nth(1)
  await email.fill('not-an-email')
  await email.blur()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(/Enter an email address/)
  await email.fill('ada@example.com')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')

  const phone = page.getByRole('textbox', { name: 'Phone' })
  await phone.pressSequentially('5551234567')
  await expect(phone).toHaveValue('(555) 123-4567')
  const amount = page.getByRole('textbox', { name: 'Amount' })
  await amount.pressSequentially('1234567.5')
  await expect(amount).toHaveValue('1,234,567.5')

  const password = page.getByLabel('New password')
  await password.fill('correct horse')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
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
