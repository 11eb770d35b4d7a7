import { waitFor } from '@testing-library/react'
import common from '@/i18n/locales/en/common.json'
import email from '@/i18n/locales/en/email.json'
import { initTestI18n } from '@/test/i18n'
import { cachedKeys, renderWithApi, testQueryClient } from '@/test/render-with-api'
import { emailKeys } from '../api/keys'
import { startMailboxCalls } from '../api/page-calls'
import { EmailPage } from '../email-page'

initTestI18n({ email, common })

describe('startMailboxCalls', { timeout: 20_000 }, () => {
  it('asks for the first page of the list the URL names, as the page does', async () => {
    const api = await renderWithApi(<EmailPage />, { route: '/apps/email?folder=spam&q=%20the%20&mail=4' })
    await waitFor(() =>
      expect(api.calls.some((call) => call.startsWith('GET /apps/email/emails'))).toBe(true),
    )
    await waitFor(() => expect(api.queryClient.isFetching()).toBe(0))
    const pageKeys = cachedKeys(api.queryClient, emailKeys.lists())
    expect(pageKeys).toHaveLength(1)

    const started = testQueryClient()
    void startMailboxCalls(started, { folder: 'spam', q: ' the ', mail: 4 })
    expect(cachedKeys(started, emailKeys.lists())).toEqual(pageKeys)
    await waitFor(() => expect(started.isFetching()).toBe(0))
    expect(api.calls.filter((call) => call.startsWith('GET /apps/email/emails'))).toEqual([
      'GET /apps/email/emails?folder=spam&q=the&page=1&perPage=50',
      'GET /apps/email/emails?folder=spam&q=the&page=1&perPage=50',
    ])
  })

  it('reads a param it cannot use as the page does: no such folder is the inbox', async () => {
    const api = await renderWithApi(<p>mailbox</p>)
    void startMailboxCalls(api.queryClient, { folder: 'nowhere' })
    await waitFor(() => expect(api.queryClient.isFetching()).toBe(0))
    expect(api.calls).toEqual(['GET /apps/email/emails?page=1&perPage=50'])
    const [query] = api.queryClient.getQueryCache().getAll()
    expect(query.state.status).toBe('success')
  })
})
