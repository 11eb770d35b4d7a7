import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import auth from '@/i18n/locales/en/auth.json'
import shell from '@/i18n/locales/en/shell.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { UserDropdown } from './user-dropdown'

initTestI18n({ shell, auth })

beforeEach(() => {
  window.scrollTo = () => undefined // the router restores scroll; jsdom has no layout
})

/* The account menu's links come from the page table (contract/pages.ts): its address, icon and ability. */

it('links to the account pages of the page table, at their addresses', async () => {
  const user = userEvent.setup()
  await renderWithApi(<UserDropdown />, { route: '/' })
  await user.click(screen.getByRole('button', { name: 'Account menu' }))
  const items = await screen.findAllByRole('menuitem')
  expect(items.map((item) => item.textContent)).toEqual([
    'Profile',
    'Inbox',
    'Tasks',
    'Chats',
    'Settings',
    'Pricing',
    'FAQ',
    'Reset demo data',
    'Log out',
  ])
  expect(screen.getByRole('menuitem', { name: 'Inbox' })).toHaveAttribute('href', '/apps/email')
  expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/pages/account-settings',
  )
})

it('leaves out the pages the user may not open, but not their own settings', async () => {
  const user = userEvent.setup()
  await renderWithApi(<UserDropdown />, { route: '/', user: 'client' })
  await user.click(screen.getByRole('button', { name: 'Account menu' }))
  const items = await screen.findAllByRole('menuitem')
  // one's own account belongs to every role (OWN_ACCOUNT_RULE)
  expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Reset demo data', 'Log out'])
})
