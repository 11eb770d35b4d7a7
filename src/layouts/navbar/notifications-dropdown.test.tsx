import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import notifications from '@/i18n/locales/en/notifications.json'
import { clearSession, setSession, type UserData } from '@/lib/auth/session'
import { initTestI18n } from '@/test/i18n'
import { NotificationsDropdown } from './notifications-dropdown'

initTestI18n({ notifications })

const user = (ability: UserData['ability']): UserData => ({
  id: 1,
  fullName: 'Noor Halvorsen',
  username: 'noor',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin',
  ability,
})

/** The dropdown in a router whose other pages just say where the user landed. */
async function renderDropdown() {
  const root = createRootRoute()
  const home = createRoute({ getParentRoute: () => root, path: '/', component: NotificationsDropdown })
  const landing = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>landed on {path}</p> })
  const router = createRouter({
    routeTree: root.addChildren([
      home,
      landing('/apps/email'),
      landing('/apps/chat'),
      landing('/apps/invoice/preview/$id'),
      landing('/apps/user/view/$id'),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  localStorage.clear()
  clearSession()
})

describe('NotificationsDropdown', () => {
  it('opens what a notification is about and marks it read', async () => {
    act(() =>
      setSession({
        userData: user([{ action: 'manage', subject: 'all' }]),
        accessToken: 'a',
        refreshToken: 'r',
      }),
    )
    const router = await renderDropdown()
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }))
    // the menu's code loads with the first press (src/components/ui/on-intent.tsx), so it opens a moment later
    await userEvent.click(await screen.findByRole('menuitem', { name: /Calla Everly sent you a message/ }))
    expect(await screen.findByText('landed on /apps/chat')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ contact: 101 })

    await router.navigate({ to: '/' })
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: /Invoice #4989 was paid/ }))
    expect(await screen.findByText('landed on /apps/invoice/preview/$id')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/apps/invoice/preview/4989')
  })

  it('tells an account only about the apps it may read', async () => {
    act(() =>
      setSession({
        userData: user([
          { action: 'read', subject: 'Email' },
          { action: 'read', subject: 'Auth' },
        ]),
        accessToken: 'a',
        refreshToken: 'r',
      }),
    )
    await renderDropdown()
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    // the notification and Mark all as read
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2)
    expect(screen.getByRole('menuitem', { name: /New mail from Greta Saltmarsh/ })).toBeInTheDocument()
    // the arrows reach Mark all as read (it was a button the keyboard could not reach inside the menu)
    await userEvent.keyboard('{End}')
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.queryByRole('menu')).toBeNull()
    const bell = screen.getByRole('button', { name: 'Notifications, 0 unread' })
    expect(bell).toHaveFocus()
    await userEvent.click(bell)
    expect(await screen.findAllByRole('menuitem')).toHaveLength(1)
  })
})
