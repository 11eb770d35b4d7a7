import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { SelectOnIntent } from './select-on-intent'

const SIZES = [
  { value: '10', label: 'Ten' },
  { value: '25', label: 'Twenty-five' },
  { value: '50', label: 'Fifty' },
]

function PageSize() {
  const [value, setValue] = useState('10')
  return (
    <>
      <span id="size-label">Rows per page</span>
      <SelectOnIntent value={value} choices={SIZES} onValueChange={setValue} aria-labelledby="size-label" />
    </>
  )
}

describe('SelectOnIntent', { timeout: 20_000 }, () => {
  it('reads as a closed select before its code is there, and opens at the first press', async () => {
    const user = userEvent.setup()
    render(<PageSize />)
    const field = screen.getByRole('combobox', { name: 'Rows per page' })
    expect(field).toHaveTextContent('Ten')
    expect(field).toHaveAttribute('aria-expanded', 'false')
    // closed, no option is drawn, not even hidden ones
    expect(document.body).not.toHaveTextContent('Twenty-five')
    await user.click(field)
    await user.click(await screen.findByRole('option', { name: 'Fifty' }))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('Fifty')
  })

  it('opens from the keyboard on the chosen option, as Radix does', async () => {
    const user = userEvent.setup()
    render(<PageSize />)
    await user.tab()
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ten' })).toHaveFocus())
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('Twenty-five'),
    )
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus()
  })
})
