import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures'
import { startSignedIn } from './support/shell'

/* A server-paged list's Export, Print and Copy take every row the filters keep, not the page on screen. */

const expect = baseExpect.configure({ timeout: 15_000 })

/** The user list filtered by one field, with the number of matching users its pagination reports. */
async function usersWith(page: Page, field: string, value: string) {
  await page.goto('/apps/user/list')
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: value, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${field.toLowerCase()}=${value.toLowerCase()}`))
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
  const showing = await page.getByText(/^Showing \d+–\d+ of \d+$/).textContent()
  return Number(showing!.split(' of ')[1])
}

test('Export CSV on the filtered user list writes every matching user', async ({ page }) => {
  await startSignedIn(page)
  const total = await usersWith(page, 'Status', 'Active')
  // more than the ten rows on screen: the file must come from every page
  expect(total).toBeGreaterThan(10)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('users.csv')
  const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')
  expect(lines[0]).toBe('User,Role,Plan,Status')
  expect(lines).toHaveLength(total + 1)
  expect(lines.slice(1).every((line) => line.split(',')[3] === 'Active')).toBe(true)
})

test('Copy and Print take the same rows', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    // the print dialog would hold the page; count the calls instead
    window.print = () => void ((window as unknown as { printed: number }).printed = 1)
  })
  await startSignedIn(page)
  const total = await usersWith(page, 'Status', 'Active')

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(page.getByText(`Copied ${total} rows to the clipboard.`)).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.split('\n')).toHaveLength(total + 1)
  expect(copied.split('\n')[0]).toBe('User\tRole\tPlan\tStatus')

  await page.getByRole('button', { name: 'Print', exact: true }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  const sheet = page.locator('[data-print-sheet]')
  await expect(sheet.getByRole('heading', { name: 'Users' })).toBeVisible()
  await expect(sheet.getByRole('row')).toHaveCount(total + 1)
  // the app itself is hidden from the printer
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
})
