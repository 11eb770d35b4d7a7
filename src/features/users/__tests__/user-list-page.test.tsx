import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dataTable from '@/i18n/locales/en/dataTable.json'
import users from '@/i18n/locales/en/users.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { captureDownloads, csvTextOf } from '@/test/downloads'
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

describe('UserListPage export', { timeout: 60_000 }, () => {
  const saved = captureDownloads()

  it('writes every user the filter keeps, walking the pages of the list call, not the ten on screen', async () => {
    const user = userEvent.setup()
    const { calls, request } = await renderWithApi(<UserListPage />, {
      route: '/apps/user/list?status=active',
      // 250 users more, so the matching rows span several of the back end's largest pages (100)
      seed: (collections) => {
        const first = collections.users
        const extra = Array.from({ length: 250 }, (_, index) => ({
          ...first[index % first.length],
          id: 1000 + index,
          username: `extra${index}`,
          email: `extra${index}@potters.test`,
          fullName: `Extra Potter ${index}`,
          status: index % 5 === 0 ? ('inactive' as const) : ('active' as const),
        }))
        collections.users = [...first, ...extra]
      },
    })
    const expected = (await (await request('/api/users/list/data?status=active&perPage=1')).json()) as {
      total: number
    }
    expect(expected.total).toBeGreaterThan(200)
    await screen.findAllByRole('button', { name: /^Actions for / })
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const lines = (await csvTextOf(saved[0])).trimEnd().split('\r\n')
    expect(lines).toHaveLength(expected.total + 1)
    expect(lines.slice(1).every((line) => line.endsWith(',Active'))).toBe(true)
    expect(calls.filter((call) => call.includes('perPage=100'))).toHaveLength(Math.ceil(expected.total / 100))
  })
})
