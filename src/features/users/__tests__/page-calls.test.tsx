import { waitFor } from '@testing-library/react'
import dataTable from '@/i18n/locales/en/dataTable.json'
import users from '@/i18n/locales/en/users.json'
import { initTestI18n } from '@/test/i18n'
import { cachedKeys, renderWithApi, testQueryClient } from '@/test/render-with-api'
import { startUserListCalls } from '../api/page-calls'
import { USERS_KEY } from '../api/users-keys'
import { UserListPage } from '../user-list-page'

initTestI18n({ users, dataTable })

describe('startUserListCalls', { timeout: 30_000 }, () => {
  it('asks for the page of users the URL names and for every user, as the page does', async () => {
    const api = await renderWithApi(<UserListPage />, {
      route: '/apps/user/list?q=%20an%20&role=admin&perPage=25&sortColumn=fullName&sort=desc',
    })
    const listCalls = () => api.calls.filter((call) => call.startsWith('GET /api/users/list/'))
    await waitFor(() => expect(listCalls()).toHaveLength(2))
    const pageKeys = cachedKeys(api.queryClient, USERS_KEY)
    expect(pageKeys).toHaveLength(2)

    const started = testQueryClient()
    void startUserListCalls(started, {
      q: ' an ',
      role: 'admin',
      perPage: 25,
      sortColumn: 'fullName',
      sort: 'desc',
      unknown: 'x',
    })
    expect(cachedKeys(started, USERS_KEY).toSorted()).toEqual(pageKeys.toSorted())
    await waitFor(() => expect(started.isFetching()).toBe(0))
    const asked = listCalls()
    expect(asked).toHaveLength(4)
    expect(asked.slice(2).toSorted()).toEqual(asked.slice(0, 2).toSorted())
  })
})
