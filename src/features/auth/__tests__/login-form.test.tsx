import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createInstance } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import auth from '@/i18n/locales/en/auth.json'
import { clearSession, getSessionSnapshot } from '@/lib/auth/session'
import { LoginForm } from '../components/login-form'

vi.mock('@/lib/backend/backend-ready', () => ({
  API_BASE_URL: '',
  backendReady: () => Promise.resolve(),
  onBackendReplaced: () => () => undefined,
}))

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

const admin = {
  id: 1,
  fullName: 'Noor Halvorsen',
  username: 'noor',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

// the server of docs/api.md#sign-in-contractauthts: admin@demo.com / admin, anything else is its 400
const fetchMock = vi.fn((_url: string, init: RequestInit) => {
  const { email, password } = JSON.parse(init.body as string) as { email: string; password: string }
  return email === 'admin@demo.com' && password === 'admin'
    ? json(200, { userData: admin, accessToken: 'a', refreshToken: 'r' })
    : json(400, { error: { email: 'Email or Password is Invalid' } })
})

function renderLogin(redirect?: string) {
  const root = createRootRoute({ component: Outlet })
  const page = (path: string, text: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> })
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    component: () => (
      <LoginForm redirect={redirect} forgotPasswordTo="/forgot-password" registerTo="/register" />
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([login, page('/', 'dashboard'), page('/apps/email', 'inbox')]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  )
  return router
}

const emailInput = () => screen.findByRole('textbox', { name: /^Email/ })
const passwordInput = () => document.querySelector<HTMLInputElement>('input[name="password"]')!
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent

beforeEach(() => {
  window.scrollTo = () => undefined // the router restores scroll; jsdom has no layout
  clearSession()
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('LoginForm', () => {
  it('explains empty and malformed fields beside them, without calling the server', async () => {
    const user = userEvent.setup()
    renderLogin()
    const email = await emailInput()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(email)).toBe('Enter your email address.')
    expect(errorOf(passwordInput())).toBe('Enter your password.')
    expect(email).toHaveFocus()

    await user.type(email, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(errorOf(email)).toBe('Enter a valid email address, like name@example.com.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the server’s 400 message under the email and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderLogin()
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
    const router = renderLogin('/apps/email')
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
    const router = renderLogin('//evil.example/steal')
    await user.type(await emailInput(), 'admin@demo.com')
    await user.type(passwordInput(), 'admin')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('dashboard')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
