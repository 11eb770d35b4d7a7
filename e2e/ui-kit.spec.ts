import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn, waitForSettledShell } from './support/shell'
import { UI_KIT_PAGES as PAGES } from './support/ui-kit-pages'

/*
 * The UI kit pages (issue #15): each opens by URL with its heading, and axe finds nothing in its content as a
 * light left-to-right page and as a dark right-to-left one: the page is scanned, the customizer switches skin and
 * direction together, and the page is scanned again (cheaper than opening it twice). Groups of four take turns
 * over which of the two comes first. Interactions have their own tests.
 */

const GROUP = 4
const groups = Array.from({ length: Math.ceil(PAGES.length / GROUP) }, (_, i) =>
  PAGES.slice(i * GROUP, (i + 1) * GROUP),
)

type Look = { skin: 'light' | 'dark'; isRTL: boolean }
const LIGHT_LTR: Look = { skin: 'light', isRTL: false }
const DARK_RTL: Look = { skin: 'dark', isRTL: true }
const name = (look: Look) => `${look.skin} ${look.isRTL ? 'rtl' : 'ltr'}`

/** Both settings through the customizer, as a user would change them; waits until <html> shows them. */
async function switchLook(page: Page, look: Look) {
  await page.getByRole('button', { name: 'Open the theme customizer' }).click()
  const drawer = page.getByRole('dialog', { name: 'Theme Customizer' })
  await drawer
    .getByRole('radiogroup', { name: 'Skin' })
    .getByRole('radio', { name: look.skin === 'dark' ? 'Dark' : 'Light', exact: true })
    .check()
  await drawer.getByRole('radio', { name: look.isRTL ? 'Right to left' : 'Left to right' }).check()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  const html = page.locator('html')
  await expect(html).toHaveAttribute('dir', look.isRTL ? 'rtl' : 'ltr')
  if (look.skin === 'dark') await expect(html).toHaveClass(/\bdark\b/)
  else await expect(html).not.toHaveClass(/\bdark\b/)
  await waitForSettledShell(page)
}

groups.forEach((group, index) => {
  const [first, second] = index % 2 ? [DARK_RTL, LIGHT_LTR] : [LIGHT_LTR, DARK_RTL]
  test(`UI kit pages ${index + 1}/${groups.length} open with no axe violations (${name(first)}, then ${name(second)})`, async ({
    page,
    axe,
  }) => {
    test.slow()
    await presetLayout(page, first)
    await startSignedIn(page)
    let look = first
    for (const [path, heading] of group) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('dir', look.isRTL ? 'rtl' : 'ltr')
      // the page's own content: the shell around it is scanned by axe-sweep.spec.ts on every layout
      expect(await axe({ include: 'main' }), `${path} (${name(look)})`).toEqual([])
      // the other look, on the same page; the next page starts in it (the choice is stored)
      look = look === first ? second : first
      await switchLook(page, look)
      expect(await axe({ include: 'main' }), `${path} (${name(look)})`).toEqual([])
    }
  })
})

test('an example shows its code on demand and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await startSignedIn(page)
  await page.goto('/components/buttons')
  const card = page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: 'Sizes' }) })
  await card.getByRole('button', { name: 'Show code' }).click()
  await expect(card.getByLabel('Code for Sizes')).toContainText('<Button size="sm">')
  await card.getByRole('button', { name: 'Copy code' }).click()
  await expect(page.getByText('Copied to the clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<Button size="lg">')
  await card.getByRole('button', { name: 'Hide code' }).click()
  await expect(card.getByLabel('Code for Sizes')).toBeHidden()

  // a toggle button says whether it is pressed; a busy button keeps its focus
  const italic = page.getByRole('button', { name: 'Italic' })
  await expect(italic).toHaveAttribute('aria-pressed', 'false')
  await italic.click()
  await expect(italic).toHaveAttribute('aria-pressed', 'true')
  const save = page.getByRole('button', { name: 'Save' })
  await save.click()
  await expect(page.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
})

test('the accordion opens one section at a time by keyboard', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/components/accordion')
  const single = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { name: 'One at a time' }) })
  const shipping = single.getByRole('button', { name: 'How long does delivery take?' })
  const returns = single.getByRole('button', { name: 'Can I return an item?' })
  await shipping.focus()
  await page.keyboard.press('Enter')
  await expect(shipping).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(returns).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(returns).toHaveAttribute('aria-expanded', 'true')
  await expect(shipping).toHaveAttribute('aria-expanded', 'false')
})

test('a dialog form keeps what was typed on an error and gives focus back to its button', async ({
  page,
}) => {
  await startSignedIn(page)
  await page.goto('/components/modals')
  const open = page.getByRole('button', { name: 'Invite a teammate' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Invite a teammate' })
  await dialog.getByLabel('Email address').fill('not-an-address')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription(/name@example.com/)
  await expect(dialog.getByLabel('Email address')).toHaveValue('not-an-address')
  await dialog.getByLabel('Email address').fill('rosa@example.com')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/Invitation sent to rosa@example.com/)).toBeVisible()
  await expect(open).toBeFocused()
})

test('a dropdown’s checkbox items stay open for several ticks and the choice shows', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/components/dropdowns')
  await page.getByRole('button', { name: 'View' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Due date' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Owner' }).click()
  await page.getByRole('menuitemradio', { name: 'Name' }).click()
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(page.getByText('Showing Status, Due date; sorted: Name.')).toBeVisible()
})

test('pagination, collapse, alerts and toasts respond as a user expects', async ({ page }) => {
  await startSignedIn(page)
  await page.goto('/components/pagination')
  const many = page.getByRole('navigation', { name: 'Pagination example 2' })
  await many.getByRole('button', { name: 'Page 24' }).click()
  await expect(many.getByRole('button', { name: 'Page 24' })).toHaveAttribute('aria-current', 'page')
  await expect(many.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await expect(page.getByText('Page 24 of 24')).toBeVisible()

  await page.goto('/components/collapse')
  const toggle = page.getByRole('button', { name: 'Show the delivery details' })
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Hide the delivery details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.getByText(/Courier: Swiftline/)).toBeVisible()

  await page.goto('/components/alerts')
  await page.getByRole('button', { name: 'Simulate a failed save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your changes were not saved' })).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByRole('button', { name: 'Show the tip again' })).toBeVisible()

  await page.goto('/components/toasts')
  await page.getByRole('button', { name: 'Delete a task' }).click()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Task restored')).toBeVisible()
})
