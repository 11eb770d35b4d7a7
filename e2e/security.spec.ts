import type { Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { expect, test } from './fixtures'
import { ADMIN, emailField, openUserMenu, passwordField, signIn, signInButton } from './support/auth'
import { presetLayout, waitForStillScreen } from './support/shell'

/*
 * The Security tab against the back end in the service worker: two-step sign-in turned on with a code computed
 * here from the key the dialog shows (the library the back end uses), then used at sign-in; the session list;
 * "Remember me". The browser's back end belongs to one browser context (its IndexedDB), so two sessions of one
 * account are two tabs of one context, each signed in without "Remember me" (sessionStorage is per tab).
 */

const SECURITY = '/pages/account-settings?tab=security'

/** The code the app would show `offset` 30-second steps from now. */
const codeFor = (secret: string, offset = 0) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + offset * 30_000 })

/** Six digits that are none of the codes around now (the back end accepts one step either side). */
function wrongCode(secret: string) {
  const near = new Set([-2, -1, 0, 1, 2].map((offset) => codeFor(secret, offset)))
  for (let n = 123_456; ; n++) if (!near.has(String(n))) return String(n)
}

async function passwordStep(page: Page, remember = true) {
  await page.goto('/login')
  await emailField(page).fill(ADMIN.email)
  await passwordField(page).fill(ADMIN.password)
  if (!remember) await page.getByRole('checkbox', { name: 'Remember me' }).uncheck()
  await signInButton(page).click()
}

async function logOut(page: Page) {
  const menu = await openUserMenu(page)
  await menu.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
}

test('two-step: on with a code from the shown key; sign-in asks for a code, refuses a wrong one, takes a recovery code once', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000)
  await signIn(page, ADMIN)
  await page.goto(SECURITY)
  await expect(page.getByText('Off', { exact: true })).toBeVisible()
  await waitForStillScreen(page)
  expect(await axe()).toEqual([])

  await page.getByRole('button', { name: 'Turn on' }).click()
  const dialog = page.getByRole('dialog', { name: 'Turn on two-step verification' })
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await dialog.locator('code').textContent())!.replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await waitForStillScreen(page)
  expect(await axe()).toEqual([])

  await dialog.getByRole('textbox', { name: /^Code/ }).fill(wrongCode(secret))
  await dialog.getByRole('button', { name: 'Turn on' }).click()
  await expect(dialog.getByText('This code does not match')).toBeVisible()
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(codeFor(secret))
  await dialog.getByRole('button', { name: 'Turn on' }).click()

  const codesDialog = page.getByRole('dialog', { name: 'Recovery codes' })
  const codeItems = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codeItems).toHaveCount(10)
  const codes = await codeItems.allTextContents()
  // a toast says so beside the dialog; sonner loads with the first toast, so it slides in a moment later: scanned
  // mid-slide its title measured 1.6:1 against the half-faded card
  await expect(page.getByText('Two-step verification is on', { exact: true })).toBeVisible()
  await waitForStillScreen(page)
  expect(await axe()).toEqual([])
  const download = page.waitForEvent('download')
  await codesDialog.getByRole('button', { name: 'Download .txt' }).click()
  expect((await download).suggestedFilename()).toBe('tessera-recovery-codes.txt')
  await codesDialog.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByText('On', { exact: true })).toBeVisible()

  // sign-in now asks for a code after the password
  await logOut(page)
  await passwordStep(page)
  const code = page.getByRole('textbox', { name: /^Code/ })
  await expect(code).toBeVisible()
  await waitForStillScreen(page)
  expect(await axe()).toEqual([])
  await code.fill(wrongCode(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('This code is wrong or was used already.')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  // the code that turned it on is spent (its time step was used): the next step's code signs in
  await code.fill(codeFor(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).not.toHaveURL(/\/login/)

  // a recovery code instead of a code, once
  await logOut(page)
  await passwordStep(page)
  await page.getByRole('textbox', { name: /^Code/ }).fill(codes[0])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await logOut(page)
  await passwordStep(page)
  await page.getByRole('textbox', { name: /^Code/ }).fill(codes[0])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('This code is wrong or was used already.')).toBeVisible()
  await page.getByRole('textbox', { name: /^Code/ }).fill(codes[1])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).not.toHaveURL(/\/login/)

  // off again, with the password
  await page.goto(SECURITY)
  await page.getByRole('button', { name: 'Turn off' }).click()
  const off = page.getByRole('dialog', { name: 'Turn off two-step verification' })
  await off.getByLabel(/^Password/).fill('not-the-password')
  await off.getByRole('button', { name: 'Turn off' }).click()
  await expect(off.getByText('Password is incorrect')).toBeVisible()
  await waitForStillScreen(page)
  expect(await axe()).toEqual([])
  await off.getByLabel(/^Password/).fill(ADMIN.password)
  await off.getByRole('button', { name: 'Turn off' }).click()
  await expect(page.getByText('Off', { exact: true })).toBeVisible()
})

test('sessions: two tabs signed in, one signs the other out from its list', async ({ page, context }) => {
  await passwordStep(page, false)
  await expect(page).not.toHaveURL(/\/login/)
  const other = await context.newPage()
  // not remembered: the new tab has no session of its own yet
  await passwordStep(other, false)
  await expect(other).not.toHaveURL(/\/login/)

  await other.goto(SECURITY)
  const sessions = other.getByRole('list').filter({ hasText: 'This browser' })
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await other.getByRole('button', { name: /^Sign out Chrome on Linux/ }).click()
  await expect(other.getByText('Session signed out')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)

  // the first tab's session has ended: its next call is refused and it goes to the sign-in page
  await page.goto(SECURITY)
  await expect(page).toHaveURL(/\/login/)
})

test('remember me: unticked, closing the tab ends the session; ticked, it lasts', async ({ context }) => {
  const first = await context.newPage()
  await passwordStep(first, false)
  await expect(first).not.toHaveURL(/\/login/)
  await first.close()
  const second = await context.newPage()
  await second.goto('/')
  await expect(second).toHaveURL(/\/login/)

  await passwordStep(second, true)
  await expect(second).not.toHaveURL(/\/login/)
  await second.close()
  const third = await context.newPage()
  await third.goto('/')
  await expect(third).not.toHaveURL(/\/login/)
  await expect(third.getByRole('button', { name: 'Account menu' })).toBeVisible()
})

for (const [name, layout, language] of [
  ['dark', { skin: 'dark' }, 'en'],
  ['Arabic', { isRTL: true }, 'ar'],
] as const) {
  test(`the Security tab and the set-up dialog are accessible, ${name}`, async ({ page, axe }) => {
    await presetLayout(page, layout, { 'tessera.language': language })
    await page.goto('/login')
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('input[name="password"]').fill(ADMIN.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto(SECURITY)
    await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible()
    await waitForStillScreen(page)
    expect(await axe()).toEqual([])
    await page.screenshot({ path: `test-results/security-tab-${name}.png`, fullPage: true })
    await page
      .locator('main button')
      .filter({ hasText: language === 'ar' ? 'تفعيل' : 'Turn on' })
      .click()
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible()
    await waitForStillScreen(page)
    expect(await axe()).toEqual([])
    await page.screenshot({ path: `test-results/security-setup-${name}.png` })
  })
}
