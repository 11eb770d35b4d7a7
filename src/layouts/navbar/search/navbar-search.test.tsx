import type { AnyCall } from '@contract/endpoint'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiFetch } from '@/lib/http/client'
import { NavbarSearch } from './navbar-search'
import { bookmarksReply, renderWithQuery, searchReply, signIn } from './test-utils'

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))
vi.mock('@/lib/http/client', () => ({ apiFetch: vi.fn() }))

beforeEach(() => {
  signIn()
  vi.mocked(apiFetch).mockImplementation(async ({ path }: AnyCall) =>
    path === '/api/main-search/data' ? searchReply() : bookmarksReply(),
  )
})

describe('NavbarSearch', () => {
  it('opens with Ctrl+K, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup()
    renderWithQuery(
      <>
        <button type="button">Before</button>
        <NavbarSearch />
      </>,
    )
    const button = await screen.findByRole('button', { name: /Search/ })
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K')
    screen.getByRole('button', { name: 'Before' }).focus()

    await user.keyboard('{Control>}k{/Control}')
    // the first open loads the dialog's chunk, which a busy machine may take a while to transform
    expect(await screen.findByRole('dialog', { name: 'Search' }, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus())

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
  })

  it('opens from the button', async () => {
    const user = userEvent.setup()
    renderWithQuery(<NavbarSearch />)
    await user.click(await screen.findByRole('button', { name: /Search/ }))
    expect(await screen.findByRole('dialog', { name: 'Search' }, { timeout: 5000 })).toBeInTheDocument()
  })
})
