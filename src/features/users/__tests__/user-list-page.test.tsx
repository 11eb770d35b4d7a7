import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dataTable from '@/i18n/locales/en/dataTable.json'
import users from '@/i18n/locales/en/users.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { UserListPage } from '../user-list-page'

initTestI18n({ users, dataTable })

// each test starts a back end over a fresh seed: slower than a stubbed one on a busy machine
describe('UserListPage', { timeout: 30_000 }, () => {
  it("opens a row's menu at the first press and asks before deleting", async () => {
    const user = userEvent.setup()
    await renderWithApi(<UserListPage />, { route: '/apps/user/list' })
    const [trigger] = await screen.findAllByRole('button', { name: /^Actions for / })
    const name = trigger.getAttribute('aria-label')!.replace('Actions for ', '')
    await user.click(trigger)
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'View' })).toBeVisible()
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }))
    expect(await screen.findByRole('alertdialog', { name: `Delete ${name}?` })).toBeVisible()
  })

  it('opens the add-user sheet, whose code loads with the press', async () => {
    const user = userEvent.setup()
    await renderWithApi(<UserListPage />, { route: '/apps/user/list' })
    await user.click(await screen.findByRole('button', { name: 'Add New User' }))
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toBeVisible()
  })
})
