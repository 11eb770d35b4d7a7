import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import common from '@/i18n/locales/en/common.json'
import email from '@/i18n/locales/en/email.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { EmailPage } from '../email-page'
import { mail } from './fixtures'

initTestI18n({ email, common })

/** The seed's 13 inbox mails and 120 older ones: three pages of 50. */
function renderBigInbox() {
  // jsdom lays nothing out: the scrolling pane says it is 800 px high, so a list of 100 or more draws some rows
  const height = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800)
  onTestFinished(() => height.mockRestore())
  return renderWithApi(<EmailPage />, {
    route: '/apps/email',
    seed: (collections) => {
      for (let n = 1; n <= 120; n++)
        collections.emails.push(
          mail(1000 + n, {
            subject: `Older mail ${n}`,
            time: new Date(Date.UTC(2020, 0, 1, 0, 120 - n)).toISOString(),
          }),
        )
    },
  })
}

const PAGE = (page: number) => `GET /apps/email/emails?page=${page}&perPage=50`
const rows = () => within(screen.getByRole('list', { name: 'Mails' })).getAllByRole('listitem')

describe('EmailPage: a long folder loads a page at a time', { timeout: 20_000 }, () => {
  it('shows the first 50 mails, then the next pages on request, each row saying where it is', async () => {
    const user = userEvent.setup()
    const { calls } = await renderBigInbox()

    expect(await screen.findByText('50 of 133 mails')).toBeVisible()
    // a list of 100 or more draws only the rows in view, each counting the whole list
    expect(rows().length).toBeLessThan(50)
    expect(rows()[0]).toHaveAttribute('aria-posinset', '1')
    expect(rows()[0]).toHaveAttribute('aria-setsize', '133')
    expect(calls.filter((call) => call.startsWith('GET /apps/email/emails'))).toEqual([PAGE(1)])

    await user.click(screen.getByRole('button', { name: 'Load more mails' }))
    expect(await screen.findByText('100 of 133 mails')).toBeVisible()
    expect(rows().length).toBeLessThan(50)

    await user.click(screen.getByRole('button', { name: 'Load more mails' }))
    // every page is in: no count, no button
    await vi.waitFor(() => expect(screen.queryByText(/of 133 mails/)).toBeNull())
    expect(screen.queryByRole('button', { name: /more mails/ })).toBeNull()
    expect(rows()[0]).toHaveAttribute('aria-setsize', '133')
    expect(calls.filter((call) => call.startsWith('GET /apps/email/emails'))).toEqual([
      PAGE(1),
      PAGE(2),
      PAGE(3),
    ])
  })

  it('select all takes the loaded mails, and a bulk action refreshes every loaded page', async () => {
    const user = userEvent.setup()
    const { store, calls } = await renderBigInbox()
    await screen.findByText('50 of 133 mails')
    await user.click(screen.getByRole('button', { name: 'Load more mails' }))
    await screen.findByText('100 of 133 mails')

    await user.click(screen.getByRole('checkbox', { name: 'Select all mails' }))
    expect(screen.getByText('100 selected')).toBeVisible()
    await user.click(
      within(screen.getByRole('group', { name: 'Actions on the selected mails' })).getByRole('button', {
        name: 'Mark as read',
      }),
    )
    // the first 100 of the list are read in the store: the older mails 88 to 120 are the inbox's only unread ones
    await vi.waitFor(async () => {
      const unread = (await store.read('emails')).filter((m) => m.folder === 'inbox' && !m.isRead)
      expect(unread.map((m) => m.subject).toSorted()).toEqual(
        Array.from({ length: 33 }, (_, i) => `Older mail ${88 + i}`).toSorted(),
      )
    })
    // both loaded pages were asked again, and the rows show what the store holds
    await vi.waitFor(() => expect(calls.slice(-2)).toEqual([PAGE(1), PAGE(2)]))
    await vi.waitFor(() => expect(rows().filter((row) => row.dataset.unread === 'true')).toHaveLength(0))
    expect(screen.getByText('100 of 133 mails')).toBeVisible()
  })
})
