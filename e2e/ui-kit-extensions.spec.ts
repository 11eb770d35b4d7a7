import { readFile } from 'node:fs/promises'
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

test('context menu: opens by right click at the pointer and by Shift+F10 on the focused area', async ({
  page,
  axe,
}) => {
  await startSignedIn(page)
  await page.goto('/extensions/context-menu')
  const note = page.getByRole('group', { name: 'Design review note' })
  await note.click({ button: 'right' })
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  expect(await axe({ include: '[data-slot=context-menu-content]' })).toEqual([])
  await menu.getByRole('menuitem', { name: 'Mark as read' }).click()
  await expect(menu).toBeHidden()
  await expect(note).toContainText('Read')

  // keyboard from here on: a pointer resting where the menu reopens would highlight the item under it
  await page.mouse.move(0, 0)
  await note.focus()
  await page.keyboard.press('Shift+F10')
  await expect(menu.getByRole('menuitem', { name: 'Mark as unread' })).toBeFocused()
  // Radix focuses the first item again a moment after a keyboard open, which can take back an early arrow press
  const star = menu.getByRole('menuitem', { name: 'Star' })
  await expect(async () => {
    if (!(await star.evaluate((item) => item === document.activeElement)))
      await page.keyboard.press('ArrowDown')
    await expect(star).toBeFocused({ timeout: 500 })
  }).toPass({ timeout: 5_000 })
  await page.keyboard.press('Enter')
  await expect(note).toContainText('Starred')
  await expect(note).toBeFocused()

  // the sub menu opens towards the inline end with the arrow key
  const file = page.getByRole('group', { name: 'Contract file' })
  await file.focus()
  await page.keyboard.press('Shift+F10')
  await page.keyboard.press('ArrowRight')
  await page.getByRole('menuitem', { name: 'Projects' }).click()
  await expect(file).toContainText('In Projects')
})

test('import reads a CSV with one bad row through the file input; export downloads the sorted view as CSV', async ({
  page,
}) => {
  await startSignedIn(page)
  await page.goto('/extensions/import')
  const csv = [
    'name,email,role,salary,start_date',
    'Rui Costa,rui@example.com,engineer,70000,2022-05-02',
    'Ivo Lima,ivo@example,designer,50000,2021-01-04',
    '"Lopes, Ana",ana@example.com,analyst,61000,2020-09-14',
  ].join('\r\n')
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  const table = page.getByRole('table', { name: 'Imported people' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('cell', { name: 'Lopes, Ana' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Rows with errors' })).toHaveText(
    /Rows with errorsRow 3: Email is not a valid address\.$/,
  )

  await page.goto('/extensions/export')
  await page.getByRole('button', { name: /^Salary/ }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe('Name,Email,Role,Salary,Start date')
  expect(lines).toHaveLength(51)
  const salaries = lines.slice(1).map((line) => Number(line.split(',')[3]))
  expect(salaries).toEqual(salaries.toSorted((a, b) => a - b))
})

test('carousel: Next slides the row by a view, and the crossfade swaps slides in place', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/extensions/carousel')
  // two per view, two per step: the third card comes into the carousel's window, the first leaves it
  const row = page.getByRole('region', { name: 'Several per view' })
  const slide = (region: typeof row, name: string) => region.getByRole('group', { name, exact: true })
  await expect(slide(row, '1 of 6')).toBeInViewport({ ratio: 0.9 })
  await expect(slide(row, '3 of 6')).not.toBeInViewport()
  await row.getByRole('button', { name: 'Next slide' }).click()
  await expect(slide(row, '3 of 6')).toBeInViewport({ ratio: 0.9 })
  await expect(slide(row, '1 of 6')).not.toBeInViewport()
  await expect(row.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')

  // the crossfade does not move: the next slide fades in over the same place and the current one fades out
  const fade = page.getByRole('region', { name: 'Crossfade' })
  const opacity = (name: string) => slide(fade, name).evaluate((el) => getComputedStyle(el).opacity)
  await expect.poll(() => opacity('1 of 4')).toBe('1')
  const before = await slide(fade, '1 of 4').boundingBox()
  await fade.getByRole('button', { name: 'Next slide' }).click()
  await expect.poll(() => opacity('2 of 4')).toBe('1')
  await expect.poll(() => opacity('1 of 4')).toBe('0')
  expect((await slide(fade, '2 of 4').boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0)
  // it loops: Previous from the first slide goes to the last
  await fade.getByRole('button', { name: 'Previous slide' }).click()
  await fade.getByRole('button', { name: 'Previous slide' }).click()
  await expect.poll(() => opacity('4 of 4')).toBe('1')
})
