import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithApi } from '@/test/render-with-api'
import { NavbarSearch } from './navbar-search'
import './test-utils' // English strings for search and navigation

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))

// the dialog loads the page index and bookmarks from the back end in memory
describe('NavbarSearch', { timeout: 15_000 }, () => {
  it('opens with Ctrl+K, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup()
    await renderWithApi(
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
    // at once, while the suggestions' page icons may still be loading: the dialog never waits for them
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
  })

  it('opens from the button', async () => {
    const user = userEvent.setup()
    await renderWithApi(<NavbarSearch />)
    await user.click(await screen.findByRole('button', { name: /Search/ }))
    expect(await screen.findByRole('dialog', { name: 'Search' }, { timeout: 5000 })).toBeInTheDocument()
  })
})
