import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn, waitForShell } from './support/shell'

const table = (page: Page) => page.getByRole('table', { name: 'Employees' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const firstNames = (page: Page) =>
  bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelector('td:nth-child(2) .font-medium')?.textContent),
  )

test('advanced table: search, sort, size and page live in the URL and survive a reload; the selection exports', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await startSignedIn(page)
  const firstPage = page.waitForResponse((response) => response.url().includes('/api/datatables/data'))
  await page.goto('/datatables/advance')
  await waitForShell(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced data table' })).toBeVisible()
  await expect(page.getByText('Showing 1–10 of 100')).toBeVisible()
  // the table asks for its page alone: not the spec's allData (every row) beside it
  expect(Object.keys(await (await firstPage).json()).toSorted()).toEqual(['invoices', 'total'])

  await page.getByRole('searchbox', { name: 'Search employees' }).fill('e')
  await expect(page).toHaveURL(/[?&]q=e\b/)
  const salary = page.getByRole('columnheader', { name: /Salary/ })
  await salary.getByRole('button').click()
  await expect(salary).toHaveAttribute('aria-sort', 'ascending')
  await salary.getByRole('button').click()
  await expect(salary).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/sortColumn=salary/)
  await expect(page).toHaveURL(/sort=desc/)

  // the keyboard path: open the size list, go to its first entry (7), take it
  await page.getByRole('combobox', { name: 'Rows per page' }).press('Enter')
  // keys go to the list once it has focus on the current size (Radix moves it there a moment after opening)
  await expect(page.getByRole('option', { name: '10', exact: true })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(page.getByRole('option', { name: '7', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/perPage=7/)
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  const status = page.getByText(/^Showing 8–14 of \d+$/)
  await expect(status).toBeVisible()
  // page 1's rows stay on screen, the table busy, until page 2's arrive
  await expect(page.getByRole('table', { name: 'Employees' })).not.toHaveAttribute('aria-busy', 'true')
  const statusText = await status.textContent()
  await expect(bodyRows(page)).toHaveCount(7)
  const before = await firstNames(page)

  // salaries on the page go down
  const salaryColumn = await table(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.includes('Salary')))
  const salaries = await bodyRows(page).evaluateAll(
    (rows, column) => rows.map((row) => Number(row.children[column]?.textContent?.replace(/\D/g, ''))),
    salaryColumn,
  )
  expect(salaries).toEqual(salaries.toSorted((a, b) => b - a))

  await page.reload()
  await waitForShell(page)
  await expect(page.getByText(statusText ?? '')).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('e')
  await expect(page.getByRole('columnheader', { name: /Salary/ })).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveText('7')
  expect(await firstNames(page)).toEqual(before)

  // select two rows and export them
  const [first, second] = before as string[]
  await page.getByRole('checkbox', { name: `Select row ${first}` }).click()
  await page.getByRole('checkbox', { name: `Select row ${second}` }).click()
  await expect(page.getByRole('toolbar', { name: 'Actions on the selected rows' })).toContainText(
    '2 selected',
  )
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export selected' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('employees.csv')
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.trimEnd().split('\r\n')
  // the columns on screen: Playwright's 1280 px window starts without e-mail, age and experience
  expect(lines[0]).toBe('Name,Post,City,Start date,Salary,Status')
  expect(lines).toHaveLength(3)
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .toSorted(),
  ).toEqual([first, second].toSorted())
})

test('basic table: client-side search and every row at once, virtualised', async ({ page }) => {
  test.setTimeout(90_000)
  await startSignedIn(page)
  await page.goto('/datatables/basic?perPage=all')
  await waitForShell(page)
  await expect(page.getByText('Showing 1–100 of 100')).toBeVisible()
  await expect(table(page)).toHaveAttribute('aria-rowcount', '101')
  expect(await bodyRows(page).count()).toBeLessThan(60)
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('zzqx')
  await expect(page.getByText('No rows match “zzqx”.')).toBeVisible()
})

for (const skin of ['light', 'dark'] as const) {
  test(`the three table pages pass axe (WCAG 2.2 AA) in the ${skin} skin`, async ({ page, axe }) => {
    // three full axe runs; slow on a shared 2-core machine
    test.setTimeout(120_000)
    await presetLayout(page, { skin })
    await startSignedIn(page)
    for (const [path, heading] of [
      ['/tables/basic', 'Tables'],
      ['/datatables/basic', 'Basic data table'],
      ['/datatables/advance', 'Advanced data table'],
    ] as const) {
      await page.goto(path)
      await waitForShell(page)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      if (path.startsWith('/datatables')) await expect(bodyRows(page)).toHaveCount(10)
      expect(await axe(), `${path} (${skin})`).toEqual([])
    }
  })
}

for (const [width, shown, hidden] of [
  [1440, ['Name', 'Post', 'City', 'Start date', 'Salary', 'Status'], ['Age', 'Experience']],
  [390, ['Name', 'Status'], ['Post', 'Salary']],
] as const) {
  test(`at ${width} px the employee tables fit without scrolling sideways, the least needed columns hidden`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    await presetLayout(page, { isRTL: width < 500 }, width < 500 ? { 'tessera.language': 'ar' } : {})
    await startSignedIn(page)
    for (const path of ['/datatables/basic', '/datatables/advance']) {
      await page.goto(path)
      await waitForShell(page)
      const employees = page.getByRole('table').first()
      await expect(employees.locator('tbody tr')).toHaveCount(10)
      const names = await employees.getByRole('columnheader').allTextContents()
      const expected = width < 500 ? ['الاسم', 'الحالة'] : shown
      for (const name of expected) expect(names.join('|'), path).toContain(name)
      if (width > 500) for (const name of hidden) expect(names.join('|'), path).not.toContain(name)
      // the scroll region around the table is as wide as the table: nothing hides past its edge
      const [scroll, client] = await employees.evaluate((node) => {
        const box = node.parentElement as HTMLElement
        return [box.scrollWidth, box.clientWidth]
      })
      expect(scroll, path).toBeLessThanOrEqual(client)
      if (width < 500) expect(names).toHaveLength(3)
    }
    // a hidden column comes back from the Columns menu
    if (width > 500) {
      await page.getByRole('button', { name: 'Show or hide columns' }).click()
      await page.getByRole('menuitemcheckbox', { name: 'Age' }).click()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('columnheader', { name: /Age/ })).toBeVisible()
    }
  })
}
