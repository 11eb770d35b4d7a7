import { expect, test } from './fixtures'
import { ADMIN, CLIENT, openUserMenu, signIn } from './support/auth'

/* Abilities: the guards, the menu and <Can> read one module; the client may only read ACL and Auth. */

test('the client lands on access control and sees its role, rules and only the cards it may see', async ({
  page,
  axe,
}) => {
  await signIn(page, CLIENT)
  await expect(page).toHaveURL('/access-control')
  await expect(page.getByRole('heading', { name: 'Access control', level: 1 })).toBeVisible()
  await expect(page.getByText('Client', { exact: true }).first()).toBeVisible()
  const rules = page.getByRole('table', { name: 'Your ability rules' })
  await expect(rules.getByRole('row')).toHaveCount(4)
  await expect(rules.getByRole('row', { name: 'read ACL' })).toBeVisible()
  await expect(rules.getByRole('row', { name: 'read Auth' })).toBeVisible()
  await expect(rules.getByRole('row', { name: 'manage Account' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Access-control readers' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Administrator card' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'A card is hidden from you' })).toBeVisible()
  expect(await axe()).toEqual([])
})

test('the client’s menu offers only what it may open', async ({ page }) => {
  await signIn(page, CLIENT)
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Access Control' })).toBeVisible()
  await expect(menu.getByText('Dashboards')).toHaveCount(0)
  await expect(menu.getByText('Page Layouts')).toHaveCount(0)
  await expect(menu.getByText('Menu Levels')).toHaveCount(0)

  const userMenu = await openUserMenu(page)
  await expect(userMenu.getByRole('menuitem', { name: 'Inbox' })).toHaveCount(0)
  await expect(userMenu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
})

test('the client reaches its own account settings from the avatar menu and saves them', async ({ page }) => {
  await signIn(page, CLIENT)
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/pages\/account-settings/)
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(CLIENT.email)

  await page.getByRole('tab', { name: 'Security' }).click()
  await expect(page.getByRole('textbox', { name: 'Current password' })).toBeVisible()

  await page.getByRole('tab', { name: 'Notifications' }).click()
  const flag = page.getByRole('switch').first()
  const before = await flag.getAttribute('aria-checked')
  await flag.click()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Notifications saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch').first()).not.toHaveAttribute('aria-checked', before ?? '')
})

test('the client is sent to not-authorized from admin pages, and home from there is access control', async ({
  page,
}) => {
  await signIn(page, CLIENT)
  for (const path of ['/', '/page-layout/layout-boxed', '/menu-levels/second-level']) {
    await page.goto(path)
    await expect(page).toHaveURL('/misc/not-authorized')
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to my home page' }).click()
  await expect(page).toHaveURL('/access-control')
})

test('“sign in as someone else” on not-authorized switches to the admin', async ({ page }) => {
  await signIn(page, CLIENT)
  await page.goto('/')
  await page.getByRole('button', { name: 'Sign in as someone else' }).click()
  await expect(page).toHaveURL('/login')
  await page.getByRole('button', { name: /^Admin/ }).click()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL('/')
})

test('the admin sees every menu group and the administrator card', async ({ page }) => {
  await signIn(page, ADMIN)
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByText('Dashboards')).toBeVisible()
  await expect(menu.getByText('Page Layouts')).toBeVisible()
  await page.goto('/access-control')
  await expect(page.getByRole('heading', { name: 'Administrator card' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'A card is hidden from you' })).toHaveCount(0)
  await expect(
    page.getByRole('table', { name: 'Your ability rules' }).getByRole('row', { name: 'manage all' }),
  ).toBeVisible()
})

test('misc pages open for everyone, signed in or not', async ({ page, axe }) => {
  for (const [path, heading] of [
    ['/misc/coming-soon', 'We are launching soon'],
    ['/misc/not-authorized', 'You are not authorized'],
    ['/misc/maintenance', 'Under maintenance'],
    ['/misc/error', 'Page not found'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    expect(await axe()).toEqual([])
  }
  await page.goto('/misc/coming-soon')
  await page.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByText('Enter your email address.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com')
  await page.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByRole('status')).toContainText('ada@example.com')
})
