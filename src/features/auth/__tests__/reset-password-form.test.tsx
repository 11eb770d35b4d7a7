import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import auth from '@/i18n/locales/en/auth.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { ForgotPasswordForm } from '../components/forgot-password-form'
import { ResetPasswordForm } from '../components/reset-password-form'

initTestI18n({ auth })

const TOKEN = 'a'.repeat(64)
const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

/** A back end holding a reset link with TOKEN for the admin (id 1), as if a message had been sent. */
const withResetLink = async () => {
  const tokenHash = await sha256(TOKEN)
  return (collections: { passwordResets: { tokenHash: string; accountId: number; expiresAt: number }[] }) =>
    void collections.passwordResets.push({ tokenHash, accountId: 1, expiresAt: Date.now() + 30 * 60_000 })
}

const resetForm = (token?: string) => (
  <ResetPasswordForm token={token} loginTo="/login" forgotTo="/pages/forgot-password-v1" />
)

describe('ForgotPasswordForm', () => {
  it('answers with "if an account uses it" and shows the demo message with its Reset password link', async () => {
    const user = userEvent.setup()
    await renderWithApi(<ForgotPasswordForm loginTo="/pages/login-v1" resetTo="/pages/reset-password-v1" />, {
      route: '/pages/forgot-password-v1',
      user: null,
    })
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'admin@demo.com')
    await user.click(screen.getByRole('button', { name: auth.forgot.submit }))
    expect(await screen.findByRole('heading', { name: auth.forgot.doneTitle })).toBeInTheDocument()
    expect(screen.getByText(/If an account uses admin@demo\.com/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: auth.forgot.openMessage }))
    const dialog = await screen.findByRole('dialog', { name: auth.message.title })
    const link = await within(dialog).findByRole('link', { name: 'Reset password' })
    expect(within(dialog).getByText('Reset your Tessera password')).toBeInTheDocument()
    expect(link.getAttribute('href')).toMatch(/^\/pages\/reset-password-v1\?token=[0-9a-f]{64}$/)
  })

  it('says the same for an address no account has; its message box is empty', async () => {
    const user = userEvent.setup()
    await renderWithApi(<ForgotPasswordForm loginTo="/login" resetTo="/pages/reset-password-v2" />, {
      route: '/forgot-password',
      user: null,
    })
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nobody@demo.com')
    await user.click(screen.getByRole('button', { name: auth.forgot.submit }))
    expect(await screen.findByRole('heading', { name: auth.forgot.doneTitle })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: auth.forgot.openMessage }))
    expect(await screen.findByText(/No message was sent to nobody@demo\.com/)).toBeInTheDocument()
  })
})

describe('ResetPasswordForm', () => {
  it('sets the new password with the link’s token: the old one fails, the new one signs in', async () => {
    const user = userEvent.setup()
    const { request, store } = await renderWithApi(resetForm(TOKEN), {
      route: '/pages/reset-password-v1',
      user: null,
      seed: await withResetLink(),
    })
    const password = screen.getByLabelText(/^New password/)
    await user.type(password, 'grout')
    await user.type(screen.getByLabelText(/^Confirm password/), 'grout')
    await user.click(screen.getByRole('button', { name: auth.reset.submit }))
    // the one password rule (contract/password.ts), before anything is sent
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(auth.validation.passwordMin.replace('{{min}}', '6')),
      ),
    )

    await user.clear(password)
    await user.type(password, 'Grout-2031')
    await user.clear(screen.getByLabelText(/^Confirm password/))
    await user.type(screen.getByLabelText(/^Confirm password/), 'Grout-2031')
    await user.click(screen.getByRole('button', { name: auth.reset.submit }))
    expect(await screen.findByRole('heading', { name: auth.reset.doneTitle })).toBeInTheDocument()

    const login = (pass: string) =>
      request('/jwt/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'admin@demo.com', password: pass }),
      })
    expect((await login('admin')).status).toBe(400)
    expect((await login('Grout-2031')).status).toBe(200)
    expect(await store.read('passwordResets')).toEqual([])
  })

  it('says when the link is spent or expired, and offers a new one', async () => {
    const user = userEvent.setup()
    await renderWithApi(resetForm('b'.repeat(64)), { route: '/pages/reset-password-v1', user: null })
    await user.type(screen.getByLabelText(/^New password/), 'Grout-2031')
    await user.type(screen.getByLabelText(/^Confirm password/), 'Grout-2031')
    await user.click(screen.getByRole('button', { name: auth.reset.submit }))
    expect(await screen.findByText(auth.reset.linkRefused)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: auth.reset.askAgain })).toHaveAttribute(
      'href',
      '/pages/forgot-password-v1',
    )
  })

  it('without a token, says where the page opens from', async () => {
    await renderWithApi(resetForm(), { route: '/pages/reset-password-v1', user: null })
    expect(screen.getByText(auth.reset.noLink)).toBeInTheDocument()
    expect(screen.queryByLabelText(/^New password/)).toBeNull()
  })

  it('names each show-password button after its field, and says a password over the limit is too long', async () => {
    const user = userEvent.setup()
    await renderWithApi(resetForm(TOKEN), { route: '/pages/reset-password-v1' })
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
