import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormField } from './form-field'
import { PasswordInput } from './password-input'

describe('PasswordInput', () => {
  it('shows and hides the password with a pressed toggle, keeping what was typed', async () => {
    const user = userEvent.setup()
    render(
      <FormField label="Password">
        <PasswordInput toggleLabel="Passwort anzeigen" />
      </FormField>,
    )
    const input = screen.getByLabelText('Password')
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' })
    expect(input).toHaveAttribute('type', 'password')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await user.type(input, 's3cret')
    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(input).toHaveValue('s3cret')

    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'password')
  })
})
