import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import email from '@/i18n/locales/en/email.json'
import { apiFetch } from '@/lib/http/client'
import { initTestI18n } from '@/test/i18n'
import { MailListPane } from '../components/mail-list-pane'
import { mail } from './fixtures'

vi.mock('@/lib/http/client', async (original) => ({
  ...(await original<typeof import('@/lib/http/client')>()),
  apiFetch: vi.fn(),
}))
const fetchMock = vi.mocked(apiFetch)
initTestI18n({ email })

const MAILS = [
  mail(3, { subject: 'Kiln schedule' }),
  mail(2, { subject: 'Invoice 2291', isRead: true }),
  mail(1, { subject: 'Glaze samples' }),
]
const BULK = ['Move to', 'Labels', 'Mark as read', 'Mark as unread', 'Delete']

function renderPane(props: Partial<ComponentProps<typeof MailListPane>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
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
    </QueryClientProvider>,
  )
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

beforeEach(() => vi.clearAllMocks())

describe('MailListPane selection', () => {
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

  it('applies a bulk action to the selected ids, then clears the selection', async () => {
    fetchMock.mockResolvedValue({ emails: [] })
    const user = userEvent.setup()
    renderPane()
    await user.click(screen.getByRole('checkbox', { name: 'Select: Kiln schedule' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select: Glaze samples' }))
    await user.click(bulkBar().getByRole('button', { name: 'Mark as read' }))
    expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ path: '/apps/email/update-emails' }), {
      body: { emailIds: [3, 1], dataToUpdate: { isRead: true } },
    })
    await vi.waitFor(() => expectBulk(false))
    for (const box of rowBoxes()) expect(box).not.toBeChecked()
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
