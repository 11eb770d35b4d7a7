import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import email from '@/i18n/locales/en/email.json'
import emailDe from '@/i18n/locales/de/email.json'
import { initTestI18n, withLanguage } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { MailListPane } from '../components/mail-list-pane'
import { mail } from './fixtures'

const i18n = initTestI18n({ email })
i18n.addResourceBundle('de', 'email', emailDe)

const MAILS = [
  mail(3, { subject: 'Kiln schedule' }),
  mail(2, { subject: 'Invoice 2291', isRead: true }),
  mail(1, { subject: 'Glaze samples' }),
]
const BULK = ['Move to', 'Labels', 'Mark as read', 'Mark as unread', 'Delete']

const pane = (props: Partial<ComponentProps<typeof MailListPane>> = {}) => (
  <MailListPane
    mails={MAILS}
    listKey="inbox"
    isPending={false}
    isError={false}
    onRetry={vi.fn()}
    view="inbox"
    q=""
    onSearch={vi.fn()}
    openId={undefined}
    onOpen={vi.fn()}
    {...props}
  />
)

/** The pane on its own: selection needs no server. */
function renderPane(props: Partial<ComponentProps<typeof MailListPane>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<QueryClientProvider client={client}>{pane(props)}</QueryClientProvider>)
}

const bulkBar = () => within(screen.getByRole('group', { name: 'Actions on the selected mails' }))
const expectBulk = (enabled: boolean) => {
  for (const name of BULK) {
    const button = bulkBar().getByRole('button', { name })
    if (enabled) expect(button).toBeEnabled()
    else expect(button).toBeDisabled()
  }
}
const rowBoxes = () => MAILS.map((m) => screen.getByRole('checkbox', { name: `Select: ${m.subject}` }))

describe('MailListPane selection', { timeout: 15_000 }, () => {
  it('starts with nothing selected and the bulk actions disabled', () => {
    renderPane()
    expect(screen.getByRole('checkbox', { name: 'Select all mails' })).not.toBeChecked()
    for (const box of rowBoxes()) expect(box).not.toBeChecked()
    expectBulk(false)
  })

  it('selects all and none with the header checkbox', async () => {
    const user = userEvent.setup()
    renderPane()
    const all = screen.getByRole('checkbox', { name: 'Select all mails' })
    await user.click(all)
    for (const box of rowBoxes()) expect(box).toBeChecked()
    expect(screen.getByText('3 selected')).toBeInTheDocument()
    expectBulk(true)

    await user.click(all)
    for (const box of rowBoxes()) expect(box).not.toBeChecked()
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument()
    expectBulk(false)
  })

  it('shows a partial selection as mixed and enables the actions for one mail', async () => {
    const user = userEvent.setup()
    renderPane()
    await user.click(screen.getByRole('checkbox', { name: 'Select: Invoice 2291' }))
    expect(screen.getByRole('checkbox', { name: 'Select all mails' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    )
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    expectBulk(true)
    // a second click on the header completes the selection
    await user.click(screen.getByRole('checkbox', { name: 'Select all mails' }))
    for (const box of rowBoxes()) expect(box).toBeChecked()
  })

  it('applies a bulk action to the selected mails in the store, then clears the selection', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(pane(), {
      seed: (collections) => {
        collections.emails = structuredClone(MAILS)
      },
    })
    await user.click(screen.getByRole('checkbox', { name: 'Select: Kiln schedule' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select: Glaze samples' }))
    await user.click(bulkBar().getByRole('button', { name: 'Mark as read' }))
    await vi.waitFor(() => expectBulk(false))
    for (const box of rowBoxes()) expect(box).not.toBeChecked()
    const stored = await store.read('emails')
    expect(stored.map(({ id, isRead }) => [id, isRead])).toEqual([
      [3, true],
      [2, true],
      [1, true],
    ])
  })

  it('starts empty on another list', async () => {
    const user = userEvent.setup()
    const view = renderPane()
    await user.click(screen.getByRole('checkbox', { name: 'Select all mails' }))
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MailListPane
          mails={MAILS}
          listKey="spam"
          isPending={false}
          isError={false}
          onRetry={vi.fn()}
          view="spam"
          q=""
          onSearch={vi.fn()}
          openId={undefined}
          onOpen={vi.fn()}
        />
      </QueryClientProvider>,
    )
    for (const box of rowBoxes()) expect(box).not.toBeChecked()
  })

  it('marks unread rows and shows the empty state of the folder', () => {
    const { unmount } = renderPane()
    const rows = screen.getAllByRole('listitem')
    expect(rows.filter((row) => row.hasAttribute('data-unread'))).toHaveLength(2)
    unmount()
    renderPane({ mails: [], view: 'spam' })
    expect(screen.getByText('No spam. Nice.')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select all mails' })).toBeDisabled()
  })
})

describe('MailListPane with a long list', () => {
  it('draws only some of 10,000 mails, each saying where it is, and select all still takes every one', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => mail(10_000 - i, { subject: `Mail ${10_000 - i}` }))
    // jsdom lays nothing out: the scrolling pane says it is 800 px high
    const height = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800)
    onTestFinished(() => height.mockRestore())
    renderPane({ mails: many })
    const rows = within(screen.getByRole('list', { name: 'Mails' })).getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(100)
    expect(rows[0]).toHaveAttribute('aria-posinset', '1')
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all mails' }))
    expect(screen.getByText('10,000 selected')).toBeInTheDocument()
  })
})

describe('MailListPane rows', () => {
  it('name their controls in the new language after a switch (the list translates their words once)', async () => {
    renderPane()
    expect(screen.getByRole('checkbox', { name: 'Select: Kiln schedule' })).toBeInTheDocument()
    // the rows are memoised: they take the new words from the list, not from i18next themselves
    await withLanguage(i18n, 'de', () => {
      expect(screen.getByRole('checkbox', { name: 'Auswählen: Kiln schedule' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Markieren: Glaze samples' })).toBeInTheDocument()
      expect(screen.queryByRole('checkbox', { name: 'Select: Kiln schedule' })).not.toBeInTheDocument()
    })
  })
})
