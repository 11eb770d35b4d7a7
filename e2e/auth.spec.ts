import { expect, test } from './fixtures'
import {
  ADMIN,
  CLIENT,
  emailField,
  fillAndSignIn,
  messageOf,
  openUserMenu,
  passwordField,
  signIn,
  storedSession,
} from './support/auth'
import { authCalls } from '../contract/auth.calls'
import { demoCalls } from '../contract/demo.calls'

/*
 * Sign-in journeys against the mock back end in the service worker. Each test has a fresh browser context, so
 * its own worker, store and session.
 */

for (const account of [ADMIN, CLIENT]) {
  test(`${account.role.toLowerCase()} signs in from a sample account and logs out`, async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: new RegExp(`^${account.role}`) }).click()
    await expect(emailField(page)).toHaveValue(account.email)
    await expect(passwordField(page)).toHaveValue(account.password)
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(passwordField(page)).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()

    await expect(page).toHaveURL(account === ADMIN ? '/' : '/access-control')
    await expect(page.getByText(`Welcome, ${account.name}!`)).toBeVisible()
    await expect(page.getByText(`You are signed in with the ${account.role} role.`)).toBeVisible()

    const { refreshToken } = await storedSession(page)
    const menu = await openUserMenu(page)
    await expect(menu.getByText(account.name)).toBeVisible()
    await expect(menu.getByText(account.role, { exact: true })).toBeVisible()
    const logout = page.waitForResponse((response) => response.url().endsWith('/jwt/logout'))
    await menu.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL('/login')
    expect(await storedSession(page)).toEqual({ userData: null, accessToken: null, refreshToken: null })

    // the server ended the session too: a kept copy of the refresh token renews nothing
    expect((await logout).status()).toBe(204)
    const renewal = await page.evaluate(async (token) => {
      const response = await fetch('/jwt/refresh-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: token }),
      })
      return response.status
    }, refreshToken)
    expect(renewal).toBe(401)

    // signed out, the app's pages lead back to the login page
    await page.goto('/access-control')
    await expect(page).toHaveURL('/login?redirect=%2Faccess-control')
  })
}

test('a wrong password shows the server’s message under the email and keeps the input', async ({ page }) => {
  await page.goto('/login')
  await fillAndSignIn(page, { email: ADMIN.email, password: 'not-it' })
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
  expect(await messageOf(page, emailField(page))).toBe('Email or Password is Invalid')
  await expect(emailField(page)).toHaveValue(ADMIN.email)
  await expect(passwordField(page)).toHaveValue('not-it')
  await expect(page).toHaveURL('/login')
})

test('register: a taken email and username show the server’s messages and keep the input', async ({
  page,
}) => {
  await page.goto('/register')
  const username = page.getByRole('textbox', { name: /^Username/ })
  await username.fill('noor.halvorsen')
  await emailField(page).fill(ADMIN.email)
  await passwordField(page).fill('secret1')
  await page.getByRole('checkbox', { name: /privacy policy/ }).click()
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(username).toHaveAttribute('aria-invalid', 'true')
  expect(await messageOf(page, username)).toBe('This username is already in use.')
  expect(await messageOf(page, emailField(page))).toBe('This email is already in use.')
  await expect(username).toHaveValue('noor.halvorsen')
  await expect(emailField(page)).toHaveValue(ADMIN.email)
  await expect(passwordField(page)).toHaveValue('secret1')
  await expect(page).toHaveURL('/register')
})

test('register: a new account is signed in as an admin', async ({ page }) => {
  await page.goto('/register')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Accept the privacy policy and the terms to continue.')).toBeVisible()

  await page.getByRole('textbox', { name: /^Username/ }).fill('river.stone')
  await emailField(page).fill('river@example.com')
  await passwordField(page).fill('secret1')
  await page.getByRole('checkbox', { name: /privacy policy/ }).click()
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL('/')
  await expect(page.getByText('You are signed in with the Admin role.')).toBeVisible()
  const session = await storedSession(page)
  expect(JSON.parse(session.userData!)).toMatchObject({ email: 'river@example.com', role: 'admin' })
})

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signIn(page, ADMIN)
  const before = await storedSession(page)
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.garbage.token'))

  const refreshed = page.waitForResponse((response) => response.url().endsWith(authCalls.refreshToken.path))
  await page.goto('/page-layout/layout-boxed')
  expect((await refreshed).status()).toBe(200)

  await expect(page).toHaveURL('/page-layout/layout-boxed')
  const after = await storedSession(page)
  expect(after.accessToken).not.toBe('expired.garbage.token')
  expect(after.refreshToken).not.toBe(before.refreshToken)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
})

test('two tabs whose access token expired together refresh in turn, and both stay signed in', async ({
  page,
}) => {
  // a refresh token is good for one refresh: were both tabs to present it, the server would end the session
  await signIn(page, ADMIN)
  await page.goto('/apps/email')
  const other = await page.context().newPage()
  await other.goto('/apps/todo')
  await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible()
  await expect(other.getByRole('heading', { name: 'To-do', level: 1 })).toBeVisible()
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.garbage.token'))

  const refreshes: number[] = []
  page.context().on('response', (response) => {
    if (response.url().endsWith(authCalls.refreshToken.path)) refreshes.push(response.status())
  })
  // both tabs call the API at once, so both get a 401 before either has new tokens
  await Promise.all([
    page.getByRole('navigation', { name: 'Mailboxes' }).getByRole('link', { name: /^Spam/ }).click(),
    other
      .getByRole('navigation', { name: 'Task views and tags' })
      .getByRole('button', { name: 'Important' })
      .click(),
  ])
  await expect(page).toHaveURL(/folder=spam/)
  await expect(other).toHaveURL(/filter=important/)
  await expect(page.getByRole('list', { name: 'Mails' })).toBeVisible()
  await expect(other.getByRole('list', { name: 'Tasks' })).toBeVisible()
  // one tab refreshed and the other took its tokens, or refreshed after it with the new ones: none was refused
  expect(refreshes.length).toBeGreaterThan(0)
  expect(refreshes.every((status) => status === 200)).toBe(true)
  await page.reload()
  await expect(page).toHaveURL(/\/apps\/email/)
  await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible()
})

test('an expired refresh token returns to login, and signing in comes back to the same page', async ({
  page,
}) => {
  await signIn(page, ADMIN)
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'expired.access')
    localStorage.setItem('refreshToken', 'expired.refresh')
  })
  await page.goto('/page-layout/layout-boxed?from=e2e')
  await expect(page).toHaveURL('/login?redirect=%2Fpage-layout%2Flayout-boxed%3Ffrom%3De2e')
  expect(await storedSession(page)).toEqual({ userData: null, accessToken: null, refreshToken: null })

  await fillAndSignIn(page, ADMIN)
  await expect(page).toHaveURL('/page-layout/layout-boxed?from=e2e')
})

test('a reload keeps the session', async ({ page }) => {
  await signIn(page, CLIENT)
  await page.reload()
  await expect(page).toHaveURL('/access-control')
  await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible()
  await expect(page.getByText(CLIENT.name)).toBeVisible()
})

test('a signed-in user on an auth page is sent home', async ({ page }) => {
  await signIn(page, CLIENT)
  await page.goto('/login')
  await expect(page).toHaveURL('/access-control')
})

test('reset demo data asks first, then restores the seed and keeps the user signed in', async ({ page }) => {
  await signIn(page, ADMIN)
  const before = await storedSession(page)
  const menu = await openUserMenu(page)
  await menu.getByRole('menuitem', { name: 'Reset demo data' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Reset the demo data?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Reset demo data' }).click()
  const reset = page.waitForResponse((response) => response.url().endsWith(demoCalls.reset.path))
  await dialog.getByRole('button', { name: 'Reset data' }).click()
  expect((await reset).status()).toBe(200)
  await expect(page.getByText('The demo data is back to its original state.')).toBeVisible()
  await expect(dialog).toBeHidden()

  // the reset ended the old session and the page took the new one it was given
  const after = await storedSession(page)
  expect(after.accessToken).not.toBe(before.accessToken)
  expect(after.userData).toEqual(before.userData)
  await page.reload()
  await expect(page).toHaveURL('/')
})

for (const [name, layout] of [
  ['light', {}],
  ['dark', { skin: 'dark' }],
  ['right-to-left', { isRTL: true }],
] as const) {
  test(`the login page has no accessibility violations (${name})`, async ({ page, axe }) => {
    await page.addInitScript(
      (settings) => localStorage.setItem('tessera.layout', JSON.stringify(settings)),
      layout,
    )
    await page.goto('/login')
    await expect(emailField(page)).toBeVisible()
    expect(await axe()).toEqual([])
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
    expect(await axe()).toEqual([])
  })
}
