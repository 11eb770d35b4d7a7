import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'
import type { Page } from '@playwright/test'
import { todoCalls } from '../contract/todo.calls'

/* The to-do app against the mock API in the service worker: every change must survive a reload. */

const list = (page: Page) => page.getByRole('list', { name: 'Tasks' })
const rows = (page: Page) => list(page).getByRole('listitem')
const row = (page: Page, title: string) =>
  rows(page).filter({ has: page.getByRole('button', { name: title, exact: true }) })
const sheet = (page: Page) => page.getByRole('dialog')
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Task views and tags' })

async function openTodo(page: Page, path = '/apps/todo') {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'To-do', level: 1 })).toBeAttached()
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
}

const openTask = (page: Page, title: string) =>
  list(page).getByRole('button', { name: title, exact: true }).click()

/** The stored order of My Tasks, read through the API as the app would. */
const storedTitles = (page: Page) =>
  page.evaluate(async (tasksPath) => {
    const response = await fetch(tasksPath, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    })
    return ((await response.json()) as { title: string }[]).map((task) => task.title)
  }, todoCalls.tasks.path)

/** The titles on screen, in order. */
const titles = (page: Page) => rows(page).locator('button.truncate').allTextContents()

test('add, edit, complete, star, delete and restore a task; each survives a reload', async ({ page }) => {
  await startSignedIn(page)
  await openTodo(page)
  await expect(row(page, 'Draft the release notes for the mosaic grid')).toBeVisible()

  // Add: the button waits for a title.
  await sidebar(page).getByRole('button', { name: 'Add Task' }).click()
  await expect(sheet(page).getByRole('heading', { name: 'Add task' })).toBeVisible()
  const add = sheet(page).getByRole('button', { name: 'Add', exact: true })
  await expect(add).toBeDisabled()
  await sheet(page)
    .getByRole('textbox', { name: /^Title/ })
    .fill('Grout the test panel')
  await sheet(page).getByRole('button', { name: 'High' }).click()
  await expect(sheet(page).getByRole('button', { name: 'High' })).toHaveAttribute('aria-pressed', 'true')
  await add.click()
  await expect(sheet(page)).toBeHidden()
  await expect(page.getByText('Task “Grout the test panel” added')).toBeVisible()
  await expect(rows(page).first()).toContainText('Grout the test panel')
  await expect(rows(page).first()).toContainText('High')

  // Edit and star.
  await openTask(page, 'Grout the test panel')
  await expect(sheet(page).getByRole('heading', { name: 'Edit task' })).toBeVisible()
  await sheet(page)
    .getByRole('textbox', { name: /^Title/ })
    .fill('Grout the test panel twice')
  await sheet(page).getByRole('button', { name: 'Important' }).click()
  await sheet(page).getByRole('button', { name: 'Update', exact: true }).last().click() // the first is the Update tag
  await expect(sheet(page)).toBeHidden()
  const edited = row(page, 'Grout the test panel twice')
  await expect(edited.getByRole('img', { name: 'Important' })).toBeVisible()

  // Complete from the list at once.
  const checkbox = edited.getByRole('checkbox', { name: 'Completed: Grout the test panel twice' })
  await checkbox.click()
  await expect(checkbox).toBeChecked()
  await expect(page.getByText('“Grout the test panel twice” completed')).toBeVisible()

  await page.reload()
  await expect(row(page, 'Grout the test panel twice').getByRole('checkbox')).toBeChecked()
  await sidebar(page).getByRole('button', { name: 'Important' }).click()
  await expect(row(page, 'Grout the test panel twice')).toBeVisible()

  // Delete (soft) from the sheet: it leaves the list and waits in Deleted.
  await openTask(page, 'Grout the test panel twice')
  await sheet(page).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('“Grout the test panel twice” moved to Deleted')).toBeVisible()
  await expect(row(page, 'Grout the test panel twice')).toHaveCount(0)
  await sidebar(page).getByRole('button', { name: 'Deleted' }).click()
  await expect(page).toHaveURL(/filter=deleted/)
  await page.reload()
  await openTask(page, 'Grout the test panel twice')
  await expect(sheet(page).getByText('This task is in Deleted.', { exact: false })).toBeVisible()
  await sheet(page).getByRole('button', { name: 'Restore' }).click()
  await expect(row(page, 'Grout the test panel twice')).toHaveCount(0)

  await sidebar(page).getByRole('button', { name: 'My Tasks' }).click()
  await page.reload()
  await expect(row(page, 'Grout the test panel twice')).toBeVisible()
  await expect(rows(page).first()).toContainText('Grout the test panel twice')
})

test('closing the sheet with unsaved edits asks first; Reset restores the stored values', async ({
  page,
}) => {
  await startSignedIn(page)
  await openTodo(page)
  const title = 'Review the colour tokens for the dark skin'
  await openTask(page, title)
  const field = sheet(page).getByRole('textbox', { name: /^Title/ })
  await field.fill('Something else')
  await sheet(page).getByRole('button', { name: 'Reset' }).click()
  await expect(field).toHaveValue(title)

  await field.fill('Something else')
  await page.keyboard.press('Escape')
  const confirm = page.getByRole('alertdialog', { name: 'Discard your changes?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Keep editing' }).click()
  await expect(field).toHaveValue('Something else')
  await sheet(page).getByRole('button', { name: 'Close' }).click()
  await confirm.getByRole('button', { name: 'Discard changes' }).click()
  await expect(sheet(page)).toBeHidden()
  await expect(row(page, title)).toBeVisible()
})

test('reorder by keyboard; the order survives a reload', async ({ page }) => {
  await startSignedIn(page)
  await openTodo(page)
  const [first, second] = await titles(page)
  const handle = page.getByRole('button', { name: `Move task: ${first}` })
  await handle.focus()
  // Each step waits for its effect (the handle pressed, then the announcements), so no key lands before the
  // sensor listens for it.
  const total = (await titles(page)).length
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByText(`${first} is now at position 2 of ${total}.`)).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText(`Dropped ${first} at position 2 of ${total}.`)).toBeAttached()
  await expect.poll(async () => (await titles(page)).slice(0, 2)).toEqual([second, first])
  await expect.poll(async () => (await storedTitles(page)).slice(0, 2)).toEqual([second, first])

  await page.reload()
  await expect(rows(page).first()).toContainText(second)
  expect((await titles(page)).slice(0, 2)).toEqual([second, first])
})

// Its own test (the keyboard one above took 40 s of CI's 60 on busy cores when both were one journey).
test('reorder with the mouse; a sort hides the handles and says why', async ({ page }) => {
  await startSignedIn(page)
  await openTodo(page)
  const [first, second, third] = await titles(page)
  // Drag the first task below the third.
  const grip = page.getByRole('button', { name: `Move task: ${first}` })
  const target = rows(page).nth(2)
  const from = (await grip.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 12 })
  await page.mouse.up()
  await expect.poll(async () => (await storedTitles(page)).indexOf(first)).toBe(2)
  await page.reload()
  await expect.poll(async () => (await titles(page)).slice(0, 3)).toEqual([second, third, first])

  await page.getByRole('button', { name: /^Sort tasks/ }).click()
  await page.getByRole('menuitemradio', { name: 'Title A to Z' }).click()
  await expect(page.getByText(/dragging is off/)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Move task/ })).toHaveCount(0)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })

  test('a long press on the handle drags a task, and the order persists', async ({ page }) => {
    await startSignedIn(page)
    await openTodo(page)
    const [first, second] = await titles(page)
    const from = (await page.getByRole('button', { name: `Move task: ${first}` }).boundingBox())!
    // one row's pitch down puts the dragged row's centre on the second row's
    const pitch = (await rows(page).nth(1).boundingBox())!.y - (await rows(page).nth(0).boundingBox())!.y
    const x = from.x + from.width / 2
    const y = from.y + from.height / 2
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }] })
    await touch('touchStart', y)
    await page.waitForTimeout(300) // past the sensor's press delay
    for (let step = 1; step <= 10; step++) await touch('touchMove', y + (pitch * step) / 10)
    await touch('touchEnd', 0)
    await expect.poll(async () => (await storedTitles(page)).slice(0, 2)).toEqual([second, first])
    await page.reload()
    await expect.poll(async () => (await titles(page)).slice(0, 2)).toEqual([second, first])
  })
})

test('filter, tag, search and sort live in the URL and survive a reload', async ({ page }) => {
  await startSignedIn(page)
  await openTodo(page)
  await sidebar(page).getByRole('button', { name: 'Important' }).click()
  await sidebar(page).getByRole('button', { name: 'Team' }).click()
  await page.getByRole('searchbox', { name: 'Search tasks by title' }).fill('the')
  await page.getByRole('button', { name: /^Sort tasks/ }).click()
  await page.getByRole('menuitemradio', { name: 'Title Z to A' }).click()
  await expect(page).toHaveURL(/filter=important/)
  await expect(page).toHaveURL(/tag=team/)
  await expect(page).toHaveURL(/q=the/)
  await expect(page).toHaveURL(/sortBy=title-desc/)
  const before = [
    'Prepare the accessibility audit checklist',
    'Plan the sprint demo with the tile team',
    'Pair on the service worker cache bug',
  ]
  await expect.poll(() => titles(page)).toEqual(before)

  await page.reload()
  await expect(sidebar(page).getByRole('button', { name: 'Important' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(sidebar(page).getByRole('button', { name: 'Team' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('searchbox', { name: 'Search tasks by title' })).toHaveValue('the')
  await expect(page.getByRole('button', { name: 'Sort tasks: Title Z to A' })).toBeVisible()
  await expect.poll(() => titles(page)).toEqual(before)
})

test('at phone width the sidebar is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await startSignedIn(page)
  await openTodo(page)
  await expect(sidebar(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Open task views and tags' }).click()
  await sidebar(page).getByRole('button', { name: 'Completed' }).click()
  await expect(sidebar(page)).toHaveCount(0)
  await expect(page).toHaveURL(/filter=completed/)
  await expect(rows(page).first().getByRole('checkbox')).toBeChecked()
})

for (const skin of ['light', 'dark'] as const) {
  test(`the to-do app has no axe violations (${skin}), with the sheet open too`, async ({ page, axe }) => {
    await presetLayout(page, { skin })
    await startSignedIn(page)
    await openTodo(page)
    await expect(page.locator('html')).toHaveClass(skin === 'dark' ? /dark/ : /^(?!.*dark)/)
    await expect(rows(page).first()).toBeVisible()
    expect(await axe()).toEqual([])

    const title = 'Plan the sprint demo with the tile team'
    await openTask(page, title)
    await expect(sheet(page).getByRole('toolbar', { name: 'Text formatting' })).toBeVisible()
    await expect(sheet(page)).toHaveCSS('opacity', '1')
    expect(await axe()).toEqual([])
  })
}
