import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createInstance } from 'i18next'
import { initReactI18next } from 'react-i18next'
import auth from '@/i18n/locales/en/auth.json'
import { getSessionSnapshot } from '@/lib/auth/session'
import { renderWithApi } from '@/test/render-with-api'
import { LoginForm } from '../components/login-form'

void createInstance()
  .use(initReactI18next)
  .init({
    lng: 'en',
    resources: { en: { auth } },
    ns: ['auth'],
    defaultNS: 'auth',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })

/** The sign-in page on the real back end, nobody signed in, with the two places a sign-in may lead. */
async function renderLogin(redirect?: string) {
  const { router, calls } = await renderWithApi(
    <LoginForm redirect={redirect} forgotPasswordTo="/forgot-password" registerTo="/register" />,
    { route: '/login', user: null, pages: { '/': <p>dashboard</p>, '/apps/email': <p>inbox</p> } },
  )
  return { router: router!, calls }
}

const emailInput = () => screen.findByRole('textbox', { name: /^Email/ })
const passwordInput = () => document.querySelector<HTMLInputElement>('input[name="password"]')!
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent

beforeEach(() => {
  window.scrollTo = () => undefined // the router restores scroll; jsdom has no layout
})

describe('LoginForm', () => {
  it('explains empty and malformed fields beside them, without calling the server', async () => {
    const user = userEvent.setup()
    const { calls } = await renderLogin()
    const email = await emailInput()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    // the schema loads with the first focus (login-form.tsx), so the first check is a moment later
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(errorOf(email)).toBe('Enter your email address.')
    expect(errorOf(passwordInput())).toBe('Enter your password.')
    expect(email).toHaveFocus()

    await user.type(email, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(errorOf(email)).toBe('Enter a valid email address, like name@example.com.'))
    expect(calls).toEqual([])
  })

  it('checks a field again as it is typed in after a submit, and a sample account clears the messages', async () => {
    const user = userEvent.setup()
    await renderLogin()
    const email = await emailInput()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(errorOf(email)).toBe('Enter your email address.'))

    await user.type(email, 'noor@')
    await waitFor(() => expect(errorOf(email)).toBe('Enter a valid email address, like name@example.com.'))
    await user.type(email, 'demo.com')
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'))
    // the password was not touched since the submit, so its message stays
    expect(errorOf(passwordInput())).toBe('Enter your password.')

    await user.click(screen.getByRole('button', { name: /Client/ }))
    expect(email).toHaveValue('client@demo.com')
    expect(passwordInput()).toHaveValue('client')
    expect(passwordInput()).not.toHaveAttribute('aria-invalid')
  })

  it('signs in when the email has spaces around it (a pasted address)', async () => {
    const user = userEvent.setup()
    const { router } = await renderLogin()
    await user.type(await emailInput(), '  admin@demo.com ')
    await user.type(passwordInput(), 'admin')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('dashboard')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows the server’s 400 message under the email and keeps what was typed', async () => {
    const user = userEvent.setup()
    await renderLogin()
    const email = await emailInput()
    await user.type(email, 'admin@demo.com')
    await user.type(passwordInput(), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    await waitFor(() => expect(errorOf(email)).toBe('Email or Password is Invalid'))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveValue('admin@demo.com')
    expect(passwordInput()).toHaveValue('wrong')
    expect(getSessionSnapshot().isSignedIn).toBe(false)
  })

  it('fills the form from a sample account and signs in, returning to a same-origin redirect', async () => {
    const user = userEvent.setup()
    const { router } = await renderLogin('/apps/email')
    await user.click(await screen.findByRole('button', { name: /Admin/ }))
    expect(await emailInput()).toHaveValue('admin@demo.com')
    expect(passwordInput()).toHaveValue('admin')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText('inbox')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/apps/email')
    expect(getSessionSnapshot().userData?.fullName).toBe('Noor Halvorsen')
  })

  it('ignores a redirect to another origin and goes home instead', async () => {
    const user = userEvent.setup()
    const { router } = await renderLogin('//evil.example/steal')
    await user.type(await emailInput(), 'admin@demo.com')
    await user.type(passwordInput(), 'admin')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('dashboard')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
