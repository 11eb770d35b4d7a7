import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiForms from '@/i18n/locales/en/uiForms.json'
import { initTestI18n } from '@/test/i18n'
import { Wizard } from './form-wizard-page'

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn() } }))

initTestI18n({ uiForms })

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Username/ }), 'tile_setter')
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'setter@mosaic.test')
  await user.type(screen.getByLabelText(/^Password/), 'terracotta9')
  await user.type(screen.getByLabelText(/^Confirm password/), 'terracotta9')
}

describe('Wizard', { timeout: 20_000 }, () => {
  it('refuses Next on an invalid step, with messages beside the fields, and keeps what was typed', async () => {
    const user = userEvent.setup()
    render(<Wizard />)
    const current = () => screen.getByRole('listitem', { current: 'step' })
    expect(current()).toHaveTextContent('Account details')
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'Tile Setter')
    await user.type(screen.getByLabelText(/^Password/), 'terracotta9')
    await user.type(screen.getByLabelText(/^Confirm password/), 'terracotta8')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const username = screen.getByRole('textbox', { name: /Username/ })
    await waitFor(() => expect(username).toHaveFocus())
    expect(username).toHaveAccessibleDescription(
      'Use 3 to 16 lowercase letters, digits or underscores 3 to 16 lowercase letters, digits or underscores.',
    )
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'This field is required',
    )
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match',
    )
    expect(current()).toHaveTextContent('Account details')
    expect(username).toHaveValue('Tile Setter')
  })

  it('moves on when the step is valid, marks it done, and Back keeps the input', async () => {
    const user = userEvent.setup()
    render(<Wizard />)
    await fillAccount(user)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Personal info', level: 3 })).toHaveFocus()
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Personal info')
    expect(screen.getByRole('button', { name: 'Account details (completed)' })).toBeInTheDocument()
    // a later step's empty fields were not errors before; now they are
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findAllByText('This field is required')).toHaveLength(2)
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Rania')

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Account details', level: 3 })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('tile_setter')
    expect(screen.getByLabelText(/^Confirm password/)).toHaveValue('terracotta9')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Rania')
  })

  it('reviews everything and submits', async () => {
    const user = userEvent.setup()
    render(<Wizard />)
    await fillAccount(user)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Rania')
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Aziz')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByRole('textbox', { name: /Street/ }), '12 Rue des Zellige')
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Fès')
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '30000')
    await user.click(screen.getByRole('combobox', { name: /Country/ }))
    await user.click(await screen.findByRole('option', { name: 'Morocco' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Review & submit', level: 3 })).toBeInTheDocument()
    for (const text of ['tile_setter', 'setter@mosaic.test', 'Rania', 'Aziz', 'Fès', '30000', 'Morocco'])
      expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.queryByText('terracotta9')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('heading', { name: 'Account created' })).toHaveFocus()
    expect(
      screen.getByText('Welcome, Rania. A confirmation is on its way to setter@mosaic.test.'),
    ).toBeInTheDocument()
  })
})
