import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import email from '@/i18n/locales/en/email.json'
import { apiFetch } from '@/lib/http/client'
import { initTestI18n } from '@/test/i18n'
import { EMPTY_COMPOSE, type ComposeValues } from '../compose-model'
import { ComposeWindow } from '../components/compose/compose-window'

vi.mock('@/lib/http/client', async (original) => ({
  ...(await original<typeof import('@/lib/http/client')>()),
  apiFetch: vi.fn(),
}))
const fetchMock = vi.mocked(apiFetch)
initTestI18n({ email })

const KAIA = { name: 'Kaia Lindqvist', email: 'kaia.lindqvist@glazeline.test', avatar: '' }
const calls = (path: string) => fetchMock.mock.calls.filter(([call]) => call.path === path)

function renderCompose(initial: ComposeValues = EMPTY_COMPOSE) {
  const onClosed = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ComposeWindow initial={initial} onClosed={onClosed} />
    </QueryClientProvider>,
  )
  return { onClosed, to: screen.getByRole('combobox', { name: /^To/ }) }
}

beforeEach(() => {
  vi.clearAllMocks()
  fetchMock.mockImplementation(({ path }) =>
    Promise.resolve(path === '/apps/email/contacts' ? { contacts: [KAIA] } : { email: { id: 30 } }),
  )
})

describe('ComposeWindow validation', () => {
  it('refuses to send without a recipient and says so beside To', async () => {
    const user = userEvent.setup()
    const { onClosed, to } = renderCompose()
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Add at least one recipient.')).toBeInTheDocument()
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveAccessibleDescription('Add at least one recipient.')
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Hello')
    expect(calls('/apps/email/send')).toHaveLength(0)
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('keeps a bad address in its box with a message, and sends once it is fixed', async () => {
    const user = userEvent.setup()
    const { onClosed, to } = renderCompose()
    await user.type(to, 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(to).toHaveAccessibleDescription('“not-an-address” is not a valid email address.')
    expect(to).toHaveValue('not-an-address')
    expect(calls('/apps/email/send')).toHaveLength(0)

    await user.clear(to)
    await user.type(to, 'kaia.lindqvist@glazeline.test{Enter}')
    // a known contact becomes a chip with the contact's name
    expect(screen.getByRole('button', { name: 'Remove Kaia Lindqvist' })).toBeInTheDocument()
    expect(to).toHaveValue('')
    expect(to).not.toHaveAttribute('aria-invalid')
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Glazes')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onClosed).toHaveBeenCalled())
    expect(calls('/apps/email/send')[0][1]).toEqual({
      body: {
        email: expect.objectContaining({
          to: [{ name: 'Kaia Lindqvist', email: 'kaia.lindqvist@glazeline.test' }],
          subject: 'Glazes',
        }),
      },
    })
  })

  it('shows the server’s field message and keeps the input when sending fails', async () => {
    const { ApiError } = await vi.importActual<typeof import('@/lib/http/client')>('@/lib/http/client')
    fetchMock.mockImplementation(({ path }) =>
      path === '/apps/email/contacts'
        ? Promise.resolve({ contacts: [] })
        : Promise.reject(new ApiError(400, { error: { 'email.subject': 'At most 250 characters' } })),
    )
    const user = userEvent.setup()
    const { onClosed, to } = renderCompose()
    await user.type(to, 'a@b.test{Enter}')
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Too long')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('At most 250 characters')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Too long')
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('closing a compose with something in it saves a draft; an empty one just closes', async () => {
    const user = userEvent.setup()
    const first = renderCompose({ ...EMPTY_COMPOSE, id: 18, subject: 'Ideas' })
    await user.click(screen.getByRole('button', { name: 'Close and keep as draft' }))
    await waitFor(() => expect(first.onClosed).toHaveBeenCalled())
    expect(calls('/apps/email/save-draft')[0][1]).toEqual({
      body: { email: expect.objectContaining({ id: 18, subject: 'Ideas' }) },
    })
  })

  it('an empty compose closes without saving', async () => {
    const user = userEvent.setup()
    const { onClosed } = renderCompose()
    await user.click(screen.getByRole('button', { name: 'Close and keep as draft' }))
    expect(onClosed).toHaveBeenCalled()
    expect(calls('/apps/email/save-draft')).toHaveLength(0)
  })
})
