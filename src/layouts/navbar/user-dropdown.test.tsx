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

/* The user menu links only to pages the app has: a project made with the starter kit has none of the demo's. */

it('links to the pages the router has and the user may read, and leaves out the others', async () => {
  const user = userEvent.setup()
  await renderWithApi(<UserDropdown />, {
    route: '/',
    pages: { '/apps/email': <p>inbox</p>, '/pages/faq': <p>faq</p> },
  })
  await user.click(screen.getByRole('button', { name: 'Account menu' }))
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
  expect(items).toEqual(['Inbox', 'FAQ', 'Reset demo data', 'Log out'])
})
