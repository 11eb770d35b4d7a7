import type { Page } from '@playwright/test'
import { authCalls } from '../contract/auth.calls'
import { expect, gotoApp, test } from './fixtures'
import { waitForSettledShell } from './support/shell'

/*
 * The navbar's page search and bookmarks against the mock back end in the service worker. Every test has a fresh
 * browser context, so its own worker, store and bookmarks.
 */

const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const CLIENT = { email: 'client@demo.com', password: 'client' }

/** Waits for the worker to control the page, signs in through it and stores the session as the app does. */
// lands on a light page: the navbar is what these tests are about, not the dashboard's cards
async function signIn(page: Page, account: { email: string; password: string }, path = '/access-control') {
  await gotoApp(page, '/')
  await page.evaluate(
    async ([body, loginPath]) => {
      const container = navigator.serviceWorker
      if (!container.controller) {
        const controlled = new Promise((resolve) =>
          container.addEventListener('controllerchange', resolve, { once: true }),
        )
        const registration = await container.register('/sw.js', { scope: '/' })
        await container.ready
        if (!container.controller) registration.active?.postMessage({ type: 'CLAIM' })
        await controlled
      }
      const response = await fetch(loginPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const { userData, accessToken, refreshToken } = await response.json()
      localStorage.setItem('userData', JSON.stringify(userData))
      localStorage.setItem('accessToken', accessToken)
      localStorage.setItem('refreshToken', refreshToken)
    },
    [account, authCalls.login.path] as const,
  )
  await gotoApp(page, path)
  // the navbar (and its Ctrl+K) arrives with the shell's own chunk, after the first paint
  await waitForSettledShell(page)
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const bookmarksBar = (page: Page) => page.getByRole('navigation', { name: 'Bookmarks' })
const group = (page: Page, name: string) => searchDialog(page).getByRole('group', { name })

/** Ctrl+K, then waits for the field: the palette's code loads on first use. */
async function openSearch(page: Page) {
  await page.keyboard.press('Control+k')
  await expect(searchDialog(page).getByRole('combobox')).toBeFocused()
}

test('Ctrl+K opens the search, typing filters, arrows and Enter open a page, Escape gives focus back', async ({
  page,
}) => {
  await signIn(page, ADMIN)
  const themeToggle = page.getByRole('button', { name: /Switch to (dark|light) mode/ })
  await themeToggle.focus()
  await page.keyboard.press('Control+k')
  await expect(searchDialog(page)).toBeVisible()
  await expect(searchDialog(page).getByRole('combobox')).toBeFocused()
  await expect(searchDialog(page).getByRole('group', { name: 'Suggestions' })).toBeVisible()

  await page.keyboard.type('layout')
  const pages = group(page, 'Pages')
  await expect(pages.getByRole('option')).toHaveCount(4)
  await expect(group(page, 'Contacts')).toContainText('No results')
  await expect(pages.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(pages.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  const chosen = (await pages.getByRole('option').nth(1).textContent()) ?? ''
  await page.keyboard.press('Enter')
  await expect(searchDialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/(page-layout|forms)\//)
  expect(chosen).not.toBe('')

  await themeToggle.focus()
  await page.keyboard.press('Control+k')
  await expect(searchDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(searchDialog(page)).toBeHidden()
  await expect(themeToggle).toBeFocused()

  // the button opens it too, and focus comes back to the button
  const button = page.getByRole('button', { name: 'Search', exact: true })
  await button.click()
  await expect(searchDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(button).toBeFocused()
})

test('the search stays open and takes Escape while its results’ page icons are still on their way', async ({
  page,
  context,
}) => {
  // the page icons the shell does not draw come in a chunk of their own (src/layouts/page-icons): held back here
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await context.route(/page-icon-map|icons-page-map/, async (route) => {
    await held
    await route.continue()
  })
  await signIn(page, ADMIN)
  const themeToggle = page.getByRole('button', { name: /Switch to (dark|light) mode/ })
  await themeToggle.focus()
  await page.keyboard.press('Control+k')
  const suggestions = searchDialog(page).getByRole('group', { name: 'Suggestions' })
  await expect(suggestions.getByRole('option').first()).toBeVisible()
  await expect(searchDialog(page).getByRole('combobox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(searchDialog(page)).toBeHidden()
  await expect(themeToggle).toBeFocused()
  release()
})

test('a page starred from the results joins the navbar bookmarks, survives a reload, and unstarring removes it', async ({
  page,
}) => {
  await signIn(page, ADMIN)
  await expect(bookmarksBar(page).getByRole('link', { name: 'Email' })).toBeVisible()
  await expect(bookmarksBar(page).getByRole('link', { name: 'Maintenance' })).toHaveCount(0)

  await openSearch(page)
  await page.keyboard.type('maintenance')
  await expect(group(page, 'Pages').getByRole('option', { name: 'Maintenance', exact: true })).toBeVisible()
  await page.keyboard.press('Control+b')
  await expect(group(page, 'Pages').getByRole('option', { name: 'Maintenance, bookmarked' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(bookmarksBar(page).getByRole('link', { name: 'Maintenance' })).toBeVisible()

  await page.reload()
  const link = bookmarksBar(page).getByRole('link', { name: 'Maintenance' })
  await expect(link).toBeVisible()
  await link.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Maintenance')

  // unstar with the pointer, from the star beside the result
  await openSearch(page)
  await page.keyboard.type('maintenance')
  const option = group(page, 'Pages').getByRole('option', { name: 'Maintenance, bookmarked' })
  await option.getByTestId('page-star').click()
  await expect(group(page, 'Pages').getByRole('option', { name: 'Maintenance', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(bookmarksBar(page).getByRole('link', { name: 'Maintenance' })).toHaveCount(0)
  await page.reload()
  await expect(bookmarksBar(page).getByRole('link', { name: 'Email' })).toBeVisible()
  await expect(bookmarksBar(page).getByRole('link', { name: 'Maintenance' })).toHaveCount(0)
})

test('the bookmark picker stars and unstars pages by keyboard', async ({ page }) => {
  await signIn(page, ADMIN)
  await page.getByRole('button', { name: 'Edit bookmarks' }).click()
  const find = page.getByRole('searchbox', { name: 'Find a page' })
  // the picker's code and the page index load on its first open: a loaded CI machine once took over 5 s
  await expect(find).toBeFocused({ timeout: 10_000 })
  await find.fill('pricing')
  const star = page.getByRole('button', { name: 'Bookmark Pricing' })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(star).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(bookmarksBar(page).getByRole('link', { name: 'Pricing' })).toBeVisible()
  await page.keyboard.press('Space')
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await expect(bookmarksBar(page).getByRole('link', { name: 'Pricing' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Edit bookmarks' })).toBeFocused()
})

test('the client user only finds pages they may open', async ({ page }) => {
  await signIn(page, CLIENT, '/access-control')
  await openSearch(page)
  await page.keyboard.type('access')
  await expect(group(page, 'Pages').getByRole('option', { name: /^Access Control/ })).toBeVisible()
  await searchDialog(page).getByRole('combobox').fill('login')
  await expect(group(page, 'Pages').getByRole('option', { name: /^Login V1/ })).toBeVisible()
  for (const adminPage of ['invoice', 'user list', 'analytics', 'pricing', 'collapsed']) {
    await searchDialog(page).getByRole('combobox').fill(adminPage)
    await expect(group(page, 'Pages')).toContainText('No results')
  }
  // "email" finds the verify-e-mail page, which every account may open, and not the Email app
  await searchDialog(page).getByRole('combobox').fill('email')
  await expect(group(page, 'Pages').getByRole('option', { name: /^Verify Email/ })).toBeVisible()
  await expect(group(page, 'Pages').getByRole('option', { name: /^Email\b/ })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // the picker lists the same, narrower index
  await page.getByRole('button', { name: 'Edit bookmarks' }).click()
  await expect(page.getByRole('button', { name: 'Bookmark Access Control' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bookmark Email' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Bookmark Invoice List' })).toHaveCount(0)
})

for (const skin of ['light', 'dark'] as const) {
  test(`axe finds no violations with the search dialog open (${skin})`, async ({ page, axe }) => {
    await page.addInitScript(
      (value) => localStorage.setItem('tessera.layout', JSON.stringify({ skin: value })),
      skin,
    )
    await signIn(page, ADMIN)
    await page.keyboard.press('Control+k')
    await expect(searchDialog(page).getByRole('group', { name: 'Suggestions' })).toBeVisible()
    expect(await axe()).toEqual([])
    await page.keyboard.type('in')
    await expect(group(page, 'Files').getByRole('option').first()).toBeVisible()
    expect(await axe()).toEqual([])
  })
}
