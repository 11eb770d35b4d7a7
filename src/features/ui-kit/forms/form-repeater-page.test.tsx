import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiForms from '@/i18n/locales/en/uiForms.json'
import { initTestI18n } from '@/test/i18n'
import { InvoiceRepeater } from './form-repeater-page'

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn() } }))

initTestI18n({ uiForms })

const items = () => screen.getAllByRole('textbox', { name: /^Item/ })
const total = () => screen.getByText(/^Total/).querySelector('output')

describe('InvoiceRepeater', { timeout: 20_000 }, () => {
  it('adds a row and focuses it, keeps the total, and checks each row', async () => {
    const user = userEvent.setup()
    render(<InvoiceRepeater />)
    expect(total()).toHaveTextContent('$183.00')
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    expect(items()).toHaveLength(3)
    await waitFor(() => expect(items()[2]).toHaveFocus())
    await user.type(items()[2], 'Grout, 5 kg')
    await user.type(screen.getAllByRole('textbox', { name: /^Cost/ })[2], '7.25')
    await user.clear(screen.getAllByRole('textbox', { name: /^Quantity/ })[2])
    await user.type(screen.getAllByRole('textbox', { name: /^Quantity/ })[2], '4')
    expect(total()).toHaveTextContent('$212.00')

    await user.click(screen.getByRole('button', { name: 'Add item' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(items()[3]).toHaveAccessibleDescription('This field is required'))
    expect(items()[3]).toHaveFocus()
    expect(items()[0]).not.toHaveAttribute('aria-invalid')
  })

  it('removes a row and focuses the one that took its place; duplicates and moves rows', async () => {
    const user = userEvent.setup()
    render(<InvoiceRepeater />)
    await user.click(screen.getByRole('button', { name: 'Duplicate row 1' }))
    expect(items().map((input) => (input as HTMLInputElement).value)).toEqual([
      'Glazed wall tiles, box of 20',
      'Glazed wall tiles, box of 20',
      'Tile adhesive, 25 kg bag',
    ])
    expect(total()).toHaveTextContent('$327.00')

    await user.click(screen.getByRole('button', { name: 'Move row 3 up' }))
    expect(items()[1]).toHaveValue('Tile adhesive, 25 kg bag')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move row 2 up' })).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Remove row 2' }))
    expect(items()).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Remove row 3' })).not.toBeInTheDocument()
    await waitFor(() => expect(items()[1]).toHaveFocus())
    expect(total()).toHaveTextContent('$288.00')

    await user.click(screen.getByRole('button', { name: 'Remove row 2' }))
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }))
    expect(screen.getByText('No lines yet: add the first item.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add item' })).toHaveFocus())
    expect(total()).toHaveTextContent('$0.00')
  })
})
