import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  presetLayout,
  startSignedIn,
  waitForSettledShell,
  waitForShell,
  waitForStillScreen,
} from './support/shell'

/*
 * One set of controls (issue #42): the customizer's primary colour, the compose window's To combobox, account
 * settings' Country and an admin's view of a user's security. Each is used by role and label as a user would, and
 * scanned by axe in its open state as a light page, a dark one and an Arabic (right-to-left) one; each look leaves
 * a screenshot at 1440 and 390 px in test-results/ for a person to look at.
 */

type Look = { name: string; skin: 'light' | 'dark'; arabic: boolean }
const LOOKS: Look[] = [
  { name: 'light', skin: 'light', arabic: false },
  { name: 'dark', skin: 'dark', arabic: false },
  { name: 'arabic', skin: 'light', arabic: true },
]

async function startIn(page: Page, look: Look) {
  await presetLayout(
    page,
    { skin: look.skin, isRTL: look.arabic },
    look.arabic ? { 'tessera.language': 'ar' } : {},
  )
  await startSignedIn(page)
}

/** The drawer's slide-in done: a frame with nothing finite animating. */
const settled = (page: Page) => waitForStillScreen(page, 1)

const openCustomizer = async (page: Page, arabic = false) => {
  await page
    .getByRole('button', { name: arabic ? 'فتح أداة تخصيص المظهر' : 'Open the theme customizer' })
    .click()
  return page.getByRole('dialog', { name: arabic ? 'أداة تخصيص المظهر' : 'Theme Customizer' })
}

test('the primary colour: a preset chosen in the customizer colours the app and is still chosen after a reload', async ({
  page,
}) => {
  await startSignedIn(page)
  await page.goto('/')
  await waitForSettledShell(page)
  const html = page.locator('html')
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim())
  const before = await primary()

  const drawer = await openCustomizer(page)
  const presets = drawer.getByRole('radiogroup', { name: 'Primary colour' })
  await expect(presets.getByRole('radio')).toHaveCount(6)
  await expect(presets.getByRole('radio', { name: 'Indigo' })).toBeChecked()
  await presets.getByRole('radio', { name: 'Teal' }).check()
  await expect(html).toHaveAttribute('data-primary', 'teal')
  expect(await primary()).not.toBe(before)
  await presets.getByRole('radio', { name: 'Green' }).check()
  await expect(html).toHaveAttribute('data-primary', 'green')

  await page.reload()
  await waitForShell(page)
  await expect(html).toHaveAttribute('data-primary', 'green')
  const again = await openCustomizer(page)
  await expect(
    again.getByRole('radiogroup', { name: 'Primary colour' }).getByRole('radio', { name: 'Green' }),
  ).toBeChecked()
})

for (const look of LOOKS)
  test(`the customizer with its primary colours has no axe violations (${look.name})`, async ({
    page,
    axe,
  }) => {
    await startIn(page, look)
    await page.goto('/')
    await waitForSettledShell(page)
    const drawer = await openCustomizer(page, look.arabic)
    await drawer.getByRole('radiogroup').first().waitFor()
    await settled(page)
    expect(await axe({ include: '[role="dialog"]' })).toEqual([])
    await page.screenshot({ path: `test-results/controls-customizer-${look.name}-1440.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `test-results/controls-customizer-${look.name}-390.png` })
  })

for (const look of LOOKS)
  test(`an admin's view of a user's security has no axe violations (${look.name})`, async ({ page, axe }) => {
    await startIn(page, look)
    await page.goto('/apps/user/view/49?tab=security')
    const sessions = page.getByRole('heading', { name: look.arabic ? 'الجلسات' : 'Sessions', level: 2 })
    await expect(sessions).toBeVisible()
    await waitForSettledShell(page)
    expect(await axe({ include: 'main' })).toEqual([])
    await page.screenshot({
      path: `test-results/controls-user-security-${look.name}-1440.png`,
      fullPage: true,
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({
      path: `test-results/controls-user-security-${look.name}-390.png`,
      fullPage: true,
    })
  })

test("compose's To: a contact picked by typing part of the name is the sent mail's recipient", async ({
  page,
}) => {
  await startSignedIn(page)
  await page.goto('/apps/email')
  await page.getByRole('button', { name: 'Compose' }).click()
  await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible()
  // the dialog is named by its subject once there is one
  const dialog = page.getByRole('dialog')
  const to = dialog.getByRole('combobox', { name: /^To/ })
  await to.fill('lindq')
  const contacts = page.getByRole('listbox', { name: 'Contacts' })
  await expect(contacts.getByRole('option')).toHaveCount(1)
  await expect(to).toHaveAttribute('aria-expanded', 'true')
  await to.press('ArrowDown')
  await expect(contacts.getByRole('option', { name: /Kaia Lindqvist/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await to.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Remove kaia.lindqvist@glazeline.test' })).toBeVisible()
  await expect(to).toHaveValue('')
  // any valid address is taken as typed too, and a chip's button takes it away again
  await to.fill('studio@tessellate.test')
  await to.press('Enter')
  await dialog.getByRole('button', { name: 'Remove studio@tessellate.test' }).click()
  await expect(dialog.getByRole('button', { name: 'Remove studio@tessellate.test' })).toBeHidden()

  const subject = 'Grout colours for the atrium'
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject)
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Sage or oat, your pick.')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Mail sent')).toBeVisible()

  await page.getByRole('navigation', { name: 'Mailboxes' }).getByRole('link', { name: /^Sent/ }).click()
  const sent = page.getByRole('list', { name: 'Mails' }).getByRole('listitem').filter({ hasText: subject })
  await sent.getByRole('button', { name: new RegExp(`^(?!Star: ).*${subject}`) }).click()
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible()
  await expect(page.getByRole('main').getByText('kaia.lindqvist@glazeline.test').first()).toBeVisible()
})

for (const look of LOOKS)
  test(`compose's To with its contact list open has no axe violations (${look.name})`, async ({
    page,
    axe,
  }) => {
    await startIn(page, look)
    await page.goto('/apps/email')
    await page.getByRole('button', { name: look.arabic ? 'رسالة جديدة' : 'Compose' }).click()
    const dialog = page.getByRole('dialog', { name: look.arabic ? 'رسالة جديدة' : 'New message' })
    const to = dialog.getByRole('combobox', { name: new RegExp(`^${look.arabic ? 'إلى' : 'To'}`) })
    await to.fill('a')
    await expect(page.getByRole('listbox')).toBeVisible()
    await settled(page)
    expect(await axe({ include: '[role="dialog"]' })).toEqual([])
    expect(await axe({ include: '[role="listbox"]' })).toEqual([])
    await page.screenshot({ path: `test-results/controls-compose-to-${look.name}-1440.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `test-results/controls-compose-to-${look.name}-390.png` })
  })

for (const look of LOOKS)
  test(`account settings' Country, open, has no axe violations (${look.name})`, async ({ page, axe }) => {
    await startIn(page, look)
    await page.goto('/pages/account-settings?tab=info')
    const country = page.getByRole('combobox', { name: look.arabic ? 'البلد' : 'Country' })
    await country.click()
    await country.fill(look.arabic ? 'البر' : 'port')
    await expect(page.getByRole('listbox')).toBeVisible()
    await settled(page)
    expect(await axe({ include: 'main' })).toEqual([])
    expect(await axe({ include: '[role="listbox"]' })).toEqual([])
    await page.screenshot({ path: `test-results/controls-country-${look.name}-1440.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `test-results/controls-country-${look.name}-390.png` })
  })
