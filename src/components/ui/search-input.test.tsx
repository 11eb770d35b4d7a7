import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DebouncedSearchInput } from './search-input'

describe('DebouncedSearchInput', () => {
  it('commits the trimmed text once typing pauses, not on every key', async () => {
    const user = userEvent.setup()
    const onCommit = vi.fn()
    render(<DebouncedSearchInput value="" onCommit={onCommit} aria-label="Search mail" delayMs={50} />)
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), ' glaze ')
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('glaze'))
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  it('shows a value changed from outside (Back in the browser) without committing it again', async () => {
    const onCommit = vi.fn()
    const { rerender } = render(<DebouncedSearchInput value="kiln" onCommit={onCommit} aria-label="Search" />)
    const box = screen.getByRole('searchbox', { name: 'Search' })
    expect(box).toHaveValue('kiln')
    rerender(<DebouncedSearchInput value="invoice" onCommit={onCommit} aria-label="Search" />)
    expect(box).toHaveValue('invoice')
    await new Promise((done) => setTimeout(done, 300))
    expect(onCommit).not.toHaveBeenCalled()
  })
})
