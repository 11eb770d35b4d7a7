import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clearSession, setSession, subscribeSession } from '@/lib/auth/session'
import { signOutAndReload } from '@/lib/auth/sign-out'
import { initTestI18n } from '@/test/i18n'
import { AppCrashBoundary } from './app-crash-boundary'
import { PageCrash } from './page-crash'

// Only `common`: the shell's strings are missing, as when translations themselves are what broke.
initTestI18n()

const user = {
  id: 1,
  fullName: 'Noor Halvorsen',
  username: 'noor',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin' as const,
  ability: [{ action: 'manage' as const, subject: 'all' as const }],
}

beforeEach(() => setSession({ userData: user, accessToken: 'a', refreshToken: 'r' }))
afterEach(() => clearSession())

describe('the crash screen', () => {
  it('offers "Sign out and reload" beside its other ways out, in English without translations', async () => {
    const onSignOut = vi.fn()
    render(<PageCrash error={new Error('boom')} onRetry={vi.fn()} onHome={vi.fn()} onSignOut={onSignOut} />)
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and reload' }))
    expect(onSignOut).toHaveBeenCalledOnce()
  })

  it('signing out clears the stored session and loads /login through the browser', () => {
    const assign = vi.fn()
    signOutAndReload(assign)
    expect([localStorage.getItem('userData'), localStorage.getItem('accessToken')]).toEqual([null, null])
    expect(assign).toHaveBeenCalledWith('/login')
  })

  it('still signs out when something listening to the session throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const stop = subscribeSession(() => {
      throw new Error('a broken listener')
    })
    const assign = vi.fn()
    signOutAndReload(assign)
    stop()
    expect(localStorage.getItem('refreshToken')).toBeNull()
    expect(assign).toHaveBeenCalledWith('/login')
    spy.mockRestore()
  })

  it('shows around the router too: a crash above every page still gets the screen', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    function BrokenRouter(): never {
      throw new Error('The router failed to start')
    }
    render(
      <AppCrashBoundary>
        <BrokenRouter />
      </AppCrashBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('The router failed to start')
    expect(screen.getByRole('button', { name: 'Sign out and reload' })).toBeInTheDocument()
    spy.mockRestore()
  })
})
