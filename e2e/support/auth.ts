import { expect, type Page } from '@playwright/test'

export const ADMIN = { email: 'admin@demo.com', password: 'admin', name: 'Noor Halvorsen', role: 'Admin' }
export const CLIENT = { email: 'client@demo.com', password: 'client', name: 'Tobias Reyna', role: 'Client' }
export type Account = typeof ADMIN

export const emailField = (page: Page) => page.getByRole('textbox', { name: /^Email/ })
export const passwordField = (page: Page) => page.locator('input[name="password"]')
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true })

/** The text of the message a field points at through aria-describedby. */
export async function messageOf(page: Page, field: ReturnType<Page['locator']>): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby')
  return id ? page.locator(`[id="${id.split(' ')[0]}"]`).textContent() : null
}

/** Signs in through the login form, as a user would (the form is already on screen). */
export async function fillAndSignIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await emailField(page).fill(account.email)
  await passwordField(page).fill(account.password)
  await signInButton(page).click()
}

/** Opens /login and signs in; resolves once the app has left the login page. */
export async function signIn(page: Page, account: Account) {
  await page.goto('/login')
  await fillAndSignIn(page, account)
  await expect(page).not.toHaveURL(/\/login/)
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  return page.getByRole('menu')
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    userData: localStorage.getItem('userData'),
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }))
