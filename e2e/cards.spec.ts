import { expect, test } from './fixtures'
import { presetLayout, startSignedIn, waitForShell } from './support/shell'

/* The card demos: every page renders, the action card kit works from the keyboard, and axe is clean. */

const PAGES = [
  ['/cards/basic', 'Basic cards'],
  ['/cards/advance', 'Advanced cards'],
  ['/cards/statistics', 'Statistics cards'],
  ['/cards/analytics', 'Analytics cards'],
  ['/cards/action', 'Card actions'],
] as const

test('the five card pages open for the admin', async ({ page }) => {
  // six full page loads: on CI's two loaded cores this passed 60 s once
  test.slow()
  await startSignedIn(page)
  for (const [path, heading] of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'All actions' })).toBeVisible()
  // the analytics chart is its own lazy chunk; it arrives after the lists
  await page.goto('/cards/analytics')
  await expect(page.getByRole('figure', { name: 'Visits this week' })).toBeVisible()
})

test('collapse, refresh, remove and restore work from the keyboard', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/cards/action')
  await waitForShell(page)

  const collapse = page.getByRole('button', { name: 'Collapse Collapsible card' })
  await collapse.focus()
  await page.keyboard.press('Enter')
  const expand = page.getByRole('button', { name: 'Expand Collapsible card' })
  await expect(expand).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText('The chevron hides this body')).toBeHidden()
  await page.keyboard.press('Space')
  await expect(collapse).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('The chevron hides this body')).toBeVisible()

  const card = page.getByRole('group', { name: 'Refreshable card' })
  const before = await card.getByTestId('metric-visitors').textContent()
  await card.getByRole('button', { name: 'Refresh Refreshable card' }).focus()
  await page.keyboard.press('Enter')
  await expect(card.locator('[aria-busy=true]')).toBeVisible()
  await expect(card.getByRole('status')).toHaveText('Loading')
  await expect(card.locator('[aria-busy=true]')).toHaveCount(0)
  await expect(card.getByTestId('metric-visitors')).not.toHaveText(before ?? '')
  await expect(card.getByText('Refreshes: 1')).toBeVisible()

  await page.getByRole('button', { name: 'Remove Removable card' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('group', { name: 'Removable card' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Remove All actions' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('group', { name: 'All actions' })).toHaveCount(0)

  // focus lands on the restore button, so Enter right away brings both cards back
  const restore = page.getByRole('button', { name: 'Restore removed cards (2)' })
  await expect(restore).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('group', { name: 'Removable card' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'All actions' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Restore removed cards', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('Undo in the toast brings a removed card back', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/cards/action')
  await page.getByRole('button', { name: 'Remove Removable card' }).click()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('group', { name: 'Removable card' })).toBeVisible()
})

for (const skin of ['light', 'dark'] as const) {
  test(`basic and action cards have no axe violations (${skin})`, async ({ page, axe }) => {
    await presetLayout(page, { skin })
    await startSignedIn(page)
    for (const path of ['/cards/basic', '/cards/action']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveClass(skin === 'dark' ? /dark/ : /^(?!.*dark)/)
      expect(await axe()).toEqual([])
    }
  })
}

for (const [skin, isRTL] of [
  ['light', false],
  ['dark', true],
] as const) {
  test(`the other card pages have no axe violations (${skin}, ${isRTL ? 'rtl' : 'ltr'})`, async ({
    page,
    axe,
  }) => {
    // four pages, each with axe: about 30 s on a loaded 2-core machine
    test.setTimeout(90_000)
    await presetLayout(page, { skin, isRTL })
    await startSignedIn(page)
    for (const path of ['/cards/advance', '/cards/statistics', '/cards/analytics']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', isRTL ? 'rtl' : 'ltr')
      if (path === '/cards/analytics') await expect(page.getByRole('figure')).toBeVisible()
      expect(await axe()).toEqual([])
    }
  })
}
