import { expect, test } from './fixtures'
import { startSignedIn } from './support/shell'

/* The form pages of the UI kit (issue #15) in a real browser; ui-kit.spec.ts walks them with axe. */

test('form wizard: end to end by keyboard, with the step list following', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/forms/form-wizard')
  const card = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: 'Steps across the top', level: 2 }) })
  const current = card.locator('[aria-current=step]')
  const focused = page.locator(':focus')
  await expect(current).toHaveText('1Account details')

  await card.getByRole('textbox', { name: 'Username' }).focus()
  await page.keyboard.insertText('tile_setter')
  await page.keyboard.press('Tab')
  await page.keyboard.insertText('setter@mosaic.test')
  await page.keyboard.press('Tab')
  await page.keyboard.insertText('terracotta9')
  // Enter submits the step: the confirmation is missing, so the wizard stays and focuses it
  await page.keyboard.press('Enter')
  await expect(focused).toHaveAccessibleName('Confirm password')
  await expect(focused).toHaveAccessibleDescription('This field is required')
  await page.keyboard.insertText('terracotta9')
  await page.keyboard.press('Enter')

  await expect(focused).toHaveText('Personal info')
  await expect(current).toHaveText('2Personal info')
  await page.keyboard.press('Tab')
  await page.keyboard.insertText('Rania')
  await page.keyboard.press('Tab')
  await page.keyboard.insertText('Aziz')
  await page.keyboard.press('Enter')

  await expect(focused).toHaveText('Address')
  for (const text of ['12 Rue des Zellige', 'Fès', '30000']) {
    await page.keyboard.press('Tab')
    await page.keyboard.insertText(text)
  }
  await page.keyboard.press('Tab')
  await expect(focused).toHaveRole('combobox')
  await page.keyboard.press('Enter')
  // type once the open list has taken focus: keys sent while it mounts (slow on a busy machine) reach nothing
  await expect(page.getByRole('option').and(focused)).toBeVisible()
  // on a busy machine the list can still take the first keys as it settles: type again until the typeahead lands
  // (each try waits past the list's one-second typeahead buffer, so the next one starts afresh)
  await expect(async () => {
    await page.keyboard.type('Mor')
    await expect(page.getByRole('option').and(focused)).toHaveText('Morocco', { timeout: 1500 })
  }).toPass({ timeout: 15_000 })
  await page.keyboard.press('Enter')
  await expect(card.getByRole('combobox', { name: 'Country' })).toBeFocused()
  await expect(focused).toHaveText('Morocco')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')

  await expect(focused).toHaveText('Review & submit')
  await expect(card).toContainText('Morocco')
  await expect(card).toContainText('setter@mosaic.test')
  // Back and the step list keep what was typed
  await card.getByRole('button', { name: 'Account details (completed)' }).press('Enter')
  await expect(card.getByRole('textbox', { name: 'Username' })).toHaveValue('tile_setter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(current).toHaveText('2Personal info')
  await card.getByRole('button', { name: 'Next' }).press('Enter')
  await expect(current).toHaveText('3Address')
  await card.getByRole('button', { name: 'Next' }).press('Enter')
  await expect(current).toHaveText('4Review & submit')
  await card.getByRole('button', { name: 'Create account' }).press('Enter')
  await expect(card.getByRole('heading', { name: 'Account created' })).toBeFocused()
})
