import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { presetLayout, startSignedIn } from './support/shell'

/* The chat app against the mock API: unseen badges, sending, starting a chat, the profile, phone width, axe, RTL. */

const chats = (page: Page) => page.getByRole('region', { name: 'Chats' })
const contacts = (page: Page) => page.getByRole('region', { name: 'Contacts' })
const row = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) })
const log = (page: Page) => page.getByRole('log')
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })

async function openChatApp(page: Page, search = '') {
  await startSignedIn(page)
  await page.goto(`/apps/chat${search}`)
  await expect(chats(page)).toBeVisible()
}

test('opening a chat with unseen messages clears its badge, also after a reload', async ({ page }) => {
  await openChatApp(page)
  const calla = chats(page).getByRole('button', { name: /Calla Everly/ })
  await expect(calla.getByText('2 unseen messages')).toBeAttached()
  await calla.click()
  await expect(page).toHaveURL(/[?&]contact=101\b/)
  await expect(log(page).getByText('Which one do you prefer?')).toBeVisible()
  await expect(calla.getByTestId('unseen-badge')).toHaveCount(0)
  // the messages span several days: separators for them, and the newest message is in view
  await expect(log(page).getByTestId('day-separator')).toHaveCount(3)
  await expect(log(page).getByText('Today')).toBeVisible()
  await expect(log(page).getByText('Which one do you prefer?')).toBeInViewport()
  await expect(log(page).getByText('Hi Calla, could you look')).not.toBeInViewport()

  await page.reload()
  await expect(log(page).getByText('Which one do you prefer?')).toBeVisible()
  await expect(
    chats(page)
      .getByRole('button', { name: /Calla Everly/ })
      .getByTestId('unseen-badge'),
  ).toHaveCount(0)
})

test('a sent message shows at once, moves its chat to the top and survives a reload', async ({ page }) => {
  await openChatApp(page, '?contact=109')
  await expect(page.getByRole('button', { name: /^Talia Rosales.*contact details$/ })).toBeVisible()
  await composer(page).fill('Count me in for the offsite.')
  await composer(page).press('Shift+Enter')
  await composer(page).pressSequentially('Vegetarian, please.')
  await composer(page).press('Enter')
  await expect(composer(page)).toHaveValue('')
  const sent = log(page).getByText(/Count me in for the offsite\.\s+Vegetarian, please\./)
  await expect(sent).toBeInViewport()
  await expect(chats(page).getByRole('button').first()).toContainText('Talia Rosales')

  // blank messages are not sent
  await composer(page).fill('   ')
  await composer(page).press('Enter')
  await expect(log(page).locator('p.whitespace-pre-wrap')).toHaveCount(3)

  await page.reload()
  await expect(log(page).getByText(/Count me in for the offsite\.\s+Vegetarian, please\./)).toBeVisible()
  await expect(chats(page).getByRole('button').first()).toContainText('You: Count me in')
})

test('the first message to a contact starts a chat that moves under Chats', async ({ page }) => {
  await openChatApp(page)
  await contacts(page)
    .getByRole('button', { name: /Dorian Fairbank/ })
    .click()
  await expect(log(page).getByText('No messages yet. Say hello to Dorian Fairbank!')).toBeVisible()
  await page.getByRole('button', { name: /^Dorian Fairbank.*contact details$/ }).click()
  await expect(page.getByRole('dialog', { name: 'Contact' })).toContainText('Shipping the release branch')
  await page.keyboard.press('Escape')

  await composer(page).fill('Welcome to the release crew!')
  await composer(page).press('Enter')
  await expect(log(page).getByText('Welcome to the release crew!')).toBeVisible()
  await expect(chats(page).getByRole('button', { name: /Dorian Fairbank/ })).toBeVisible()
  await expect(contacts(page).getByRole('button', { name: /Dorian Fairbank/ })).toHaveCount(0)

  await page.reload()
  await expect(chats(page).getByRole('button').first()).toContainText('Dorian Fairbank')
  await expect(contacts(page).getByRole('button', { name: /Dorian Fairbank/ })).toHaveCount(0)
})

test('search filters chats and contacts, with no results per section', async ({ page }) => {
  await openChatApp(page)
  const search = page.getByRole('searchbox', { name: 'Search chats and contacts' })
  await search.fill('greta')
  await expect(chats(page).getByText('No results')).toBeVisible()
  await expect(contacts(page).getByRole('button')).toHaveText([/Greta Lindqvist/])
  await expect(page).toHaveURL(/[?&]q=greta\b/)
})

test('status and settings changed in the profile drawer persist', async ({ page }) => {
  await openChatApp(page)
  await page.getByRole('button', { name: 'Your chat profile (Online)' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your profile' })
  await drawer.getByRole('radio', { name: 'Away' }).click()
  await expect(drawer.getByRole('radio', { name: 'Away' })).toBeChecked()
  await drawer.getByRole('switch', { name: 'Notifications' }).click()
  await expect(drawer.getByRole('switch', { name: 'Notifications' })).not.toBeChecked()
  await drawer.getByRole('textbox', { name: 'About' }).fill('Out for lunch until two.')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Your chat profile (Away)' })).toBeVisible()

  await page.reload()
  await page.getByRole('button', { name: 'Your chat profile (Away)' }).click()
  await expect(drawer.getByRole('radio', { name: 'Away' })).toBeChecked()
  await expect(drawer.getByRole('switch', { name: 'Notifications' })).not.toBeChecked()
  await expect(drawer.getByRole('textbox', { name: 'About' })).toHaveValue('Out for lunch until two.')
})

test('at phone width the list and the conversation each take the screen, with a way back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openChatApp(page)
  await row(page, 'Farid Okonkwo').click()
  await expect(log(page)).toBeVisible()
  await expect(chats(page)).toBeHidden()
  await page.getByRole('button', { name: 'Back to chats' }).click()
  await expect(chats(page)).toBeVisible()
  await expect(log(page)).toBeHidden()
  await expect(page).not.toHaveURL(/contact=/)
  // the browser's back button agrees
  await page.goBack()
  await expect(log(page)).toBeVisible()
})

test('in RTL own messages sit at the inline end (left)', async ({ page }) => {
  await presetLayout(page, { isRTL: true })
  await openChatApp(page, '?contact=104')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const own = await log(page).getByText('Thanks! Any surprises?').boundingBox()
  const theirs = await log(page).getByText('The monthly revenue report is ready.').boundingBox()
  const area = await log(page).boundingBox()
  expect(own && theirs && area).toBeTruthy()
  expect(own!.x + own!.width).toBeLessThan(area!.x + area!.width / 2 + 40)
  expect(theirs!.x + theirs!.width).toBeGreaterThan(area!.x + area!.width - 80)
})

for (const skin of ['light', 'dark'] as const) {
  test(`the chat has no axe violations (${skin})`, async ({ page, axe }) => {
    await presetLayout(page, { skin })
    await openChatApp(page, '?contact=101')
    await expect(log(page).getByText('Which one do you prefer?')).toBeVisible()
    await expect(page.locator('html')).toHaveClass(skin === 'dark' ? /dark/ : /^(?!.*dark)/)
    expect(await axe()).toEqual([])
    await page.getByRole('button', { name: /Your chat profile/ }).click()
    await expect(page.getByRole('radio', { name: 'Online' })).toBeVisible()
    expect(await axe()).toEqual([])
  })
}
