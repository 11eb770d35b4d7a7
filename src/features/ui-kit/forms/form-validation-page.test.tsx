import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiForms from '@/i18n/locales/en/uiForms.json'
import { initTestI18n } from '@/test/i18n'
import { ValidationForm } from './form-validation-page'

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn() } }))

initTestI18n({ uiForms })

describe('ValidationForm', { timeout: 20_000 }, () => {
  it('focuses the first invalid field on submit and lists every problem in a summary whose links focus fields', async () => {
    const user = userEvent.setup()
    render(<ValidationForm />)
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@mosaic.test')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const fullName = screen.getByRole('textbox', { name: /Full name/ })
    await waitFor(() => expect(fullName).toHaveFocus())
    expect(fullName).toHaveAttribute('aria-invalid', 'true')
    expect(fullName).toHaveAccessibleDescription('This field is required')

    const summary = screen.getByRole('alert')
    expect(summary).toHaveTextContent('Fix 8 fields to continue:')
    expect(within(summary).queryByRole('link', { name: /^Email/ })).not.toBeInTheDocument()
    expect(
      within(summary).getByRole('link', { name: 'I accept the terms of use: Accept the terms to continue' }),
    ).toBeInTheDocument()
    await user.click(within(summary).getByRole('link', { name: 'Age: This field is required' }))
    expect(screen.getByRole('textbox', { name: /Age/ })).toHaveFocus()
    await user.click(within(summary).getByRole('link', { name: 'Country: Choose an option' }))
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveFocus()
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
      'Accept the terms to continue',
    )
  })

  it('checks a field when it is left, then on every change', async () => {
    const user = userEvent.setup()
    render(<ValidationForm />)
    const age = screen.getByRole('textbox', { name: /Age/ })
    await user.type(age, '12')
    expect(age).not.toHaveAttribute('aria-invalid')
    await user.tab()
    await waitFor(() => expect(age).toHaveAccessibleDescription(/Enter a whole number from 18 to 120/))
    await user.click(age)
    await user.type(age, '0')
    await waitFor(() => expect(age).not.toHaveAttribute('aria-invalid'))
    expect(age).toHaveAccessibleDescription('From 18 to 120.')

    const username = screen.getByRole('textbox', { name: /Username/ })
    await user.type(username, 'Ada Lovelace')
    await user.tab()
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(/^Use 3 to 16 lowercase letters, digits or underscores/),
    )
    await user.type(screen.getByLabelText(/^Password/), 'mosaic42')
    await user.type(screen.getByLabelText(/^Confirm password/), 'mosaic43')
    await user.tab()
    await waitFor(() =>
      expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
        'The passwords do not match',
      ),
    )
  })
})
