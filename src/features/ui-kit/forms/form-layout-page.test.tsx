import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiForms from '@/i18n/locales/en/uiForms.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { toast } from '@/components/ui/toast'
import { initTestI18n } from '@/test/i18n'
import { FormLayoutPage } from './form-layout-page'

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn() } }))

initTestI18n({ uiForms, uikit })

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title, level: 2 })
  return within(heading.closest<HTMLElement>('[data-slot=card]')!)
}

// typing into whole forms on a busy machine
describe('FormLayoutPage', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(toast.success).mockClear())

  it('refuses an empty vertical form, sends a filled one and lists it, and Reset empties it', async () => {
    const user = userEvent.setup()
    render(<FormLayoutPage />)
    const form = card('Vertical form')
    await user.click(form.getByRole('button', { name: 'Submit' }))
    const name = form.getByRole('textbox', { name: /Full name/ })
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveFocus()
    expect(toast.success).not.toHaveBeenCalled()

    await user.type(name, 'Lina Haddad')
    await user.type(form.getByRole('textbox', { name: /Email/ }), 'lina@atelier.test')
    await user.type(form.getByRole('textbox', { name: /Message/ }), 'Two tiles arrived cracked.')
    await user.click(form.getByRole('button', { name: 'Submit' }))
    const sent = await form.findByText('What the form sent')
    expect(sent.closest('[role=status]')).toHaveTextContent('lina@atelier.test')
    expect(sent.closest('[role=status]')).toHaveTextContent('Two tiles arrived cracked.')
    expect(toast.success).toHaveBeenCalledWith('Form sent')

    await user.click(form.getByRole('button', { name: 'Reset' }))
    expect(form.getByRole('textbox', { name: /Full name/ })).toHaveValue('')
    expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('')
    expect(form.queryByText('What the form sent')).not.toBeInTheDocument()
  })

  it('checks that the two passwords match in the two-column form', async () => {
    const user = userEvent.setup()
    render(<FormLayoutPage />)
    const form = card('Multi-column form')
    await user.type(form.getByLabelText(/^Password/), 'tessellate')
    await user.type(form.getByLabelText(/^Confirm password/), 'tesselate')
    await user.click(form.getByRole('button', { name: 'Submit' }))
    expect(await form.findByText('The passwords do not match')).toBeInTheDocument()
    expect(form.getByRole('combobox', { name: /Country/ })).toHaveAccessibleDescription('Choose an option')
  })

  it('opens the first tab with errors and focuses its field', async () => {
    const user = userEvent.setup()
    render(<FormLayoutPage />)
    const form = card('Form in tabs')
    await user.type(form.getByRole('textbox', { name: /Username/ }), 'mosaic_fan')
    await user.type(form.getByRole('textbox', { name: /Email/ }), 'fan@mosaic.test')
    await user.type(form.getByLabelText(/^Password/), 'grout-and-glaze')
    await user.click(form.getByRole('button', { name: 'Submit' }))
    const profile = form.getByRole('tab', { name: /Profile/ })
    await waitFor(() => expect(profile).toHaveAttribute('aria-selected', 'true'))
    expect(profile).toHaveAccessibleName('Profile (2 fields to fix)')
    await waitFor(() => expect(form.getByRole('textbox', { name: /First name/ })).toHaveFocus())
  })
})
