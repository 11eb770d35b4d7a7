import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import auth from '@/i18n/locales/en/auth.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { ResetPasswordForm } from '../components/reset-password-form'

initTestI18n({ auth })

describe('ResetPasswordForm', () => {
  it('names each show-password button after its field, and says a password over the limit is too long', async () => {
    const user = userEvent.setup()
    await renderWithApi(<ResetPasswordForm loginTo="/login" />, { route: '/pages/reset-password-v1' })
    // two buttons both called "Show password" did not say which field they show
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeInTheDocument()

    const password = screen.getByLabelText(/^New password/)
    // the contract's one password rule, said beside the field before anything is typed
    expect(password).toHaveAccessibleDescription('At least 6 characters.')
    const long = 'p'.repeat(5000)
    fireEvent.change(password, { target: { value: long } })
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: long } })
    await user.click(screen.getByRole('button', { name: auth.reset.submit }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/^At most 200 characters/))
    expect(password).toHaveValue(long)
    expect(screen.queryByText(auth.reset.doneTitle)).toBeNull()
  })
})
