import { expect, test } from './fixtures'
import { startSignedIn } from './support/shell'

/* The extension demo pages (issue #15) work by mouse and keyboard; ui-kit.spec.ts walks them with axe. */

test('alert dialogs: confirm, cancel, typed-name validation and the chained result', async ({
  page,
  axe,
}) => {
  await startSignedIn(page)
  await page.goto('/extensions/alert-dialog')

  await page.getByRole('button', { name: 'Delete file' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete quarterly-report.pdf?' })
  await expect(confirm).toBeVisible()
  // the safe answer has the focus
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await axe()).toEqual([])
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('File deleted')).toBeVisible()

  await page.getByRole('button', { name: 'Delete file' }).click()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Nothing was deleted')).toBeVisible()

  await page.getByRole('button', { name: 'Delete project' }).click()
  const typed = page.getByRole('alertdialog', { name: 'Delete this project?' })
  const field = typed.getByLabel('Project name')
  await typed.getByRole('button', { name: 'Delete project' }).click()
  await expect(typed.getByText('Type the project name to confirm.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill('harbor')
  await field.press('Enter')
  await expect(typed.getByText('This does not match harbor-analytics.')).toBeVisible()
  expect(await axe()).toEqual([])
  await field.fill('harbor-analytics')
  await field.press('Enter')
  await expect(typed).toBeHidden()
  await expect(page.getByText('Project harbor-analytics deleted')).toBeVisible()

  await page.getByRole('button', { name: 'Show error' }).click()
  const failed = page.getByRole('alertdialog', { name: 'Payment failed' })
  await expect(failed).toBeVisible()
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(failed).toBeHidden()

  await page.getByRole('button', { name: 'Archive old orders' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive', exact: true }).click()
  const result = page.getByRole('alertdialog', { name: 'Orders archived' })
  await expect(result).toBeVisible()
  await result.getByRole('button', { name: 'Done' }).click()
  await expect(result).toBeHidden()
  await expect(page.getByRole('button', { name: 'Archive old orders' })).toBeFocused()
})
