import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Notification } from '@contract/notifications'
import { NOTIFICATIONS_CHANNEL } from '@contract/notifications.values'
import notifications from '@/i18n/locales/en/notifications.json'
import shell from '@/i18n/locales/en/shell.json'
import { initTestI18n } from '@/test/i18n'
import { checkoutAddress, renderWithApi } from '@/test/render-with-api'
import { NotificationsDropdown } from './notifications-dropdown'

initTestI18n({ notifications, shell })

/** Ten of the admin's: orders #1..#10, the newest (#10) first; the even ones read. */
const TEN: Notification[] = Array.from({ length: 10 }, (_, index) => {
  const n = 10 - index
  return {
    id: n,
    kind: 'orderPlaced',
    params: { number: `#${n}` },
    link: { to: '/apps/ecommerce/orders/$id', params: { id: String(n) } },
    at: new Date(Date.now() - index * 3_600_000).toISOString(),
    read: n % 2 === 0,
  }
})

const render = () =>
  renderWithApi(<NotificationsDropdown />, {
    route: '/',
    pages: { '/apps/ecommerce/orders/$id': <p>an order</p> },
    seed: (collections) => void (collections.notifications['1'] = TEN),
  })

const panel = () => screen.findByRole('dialog', { name: 'Notifications' })

describe('NotificationsDropdown', { timeout: 20_000 }, () => {
  it('counts the unread, pages the list, and opens a notification, which is then read', async () => {
    const user = userEvent.setup()
    const { store, router } = await render()
    // the panel's code loads with the first press (src/components/ui/on-intent.tsx), so it opens a moment later
    await user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }))
    const list = within(await panel())
    expect(await list.findAllByRole('button', { name: /^Your order/ })).toHaveLength(8)
    await user.click(list.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(list.getAllByRole('button', { name: /^Your order/ })).toHaveLength(10))
    expect(list.queryByRole('button', { name: 'Load more' })).toBeNull()

    await user.click(list.getByRole('button', { name: /^Your order #9 was placed/ }))
    expect(await screen.findByText('an order')).toBeInTheDocument()
    expect(router?.state.location.pathname).toBe('/apps/ecommerce/orders/9')
    await waitFor(async () =>
      expect((await store.read('notifications'))['1'].find((n) => n.id === 9)?.read).toBe(true),
    )
    await router?.navigate({ to: '/' })
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument()
  })

  it('deletes one and marks all read', async () => {
    const user = userEvent.setup()
    const { store } = await render()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }))
    const list = within(await panel())
    await user.click(await list.findByRole('button', { name: 'Delete: Your order #10 was placed' }))
    await waitFor(async () => expect((await store.read('notifications'))['1']).toHaveLength(9))
    await waitFor(() => expect(list.queryByRole('button', { name: /^Your order #10 / })).toBeNull())

    await user.click(list.getByRole('button', { name: 'Mark all as read' }))
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument()
    expect((await store.read('notifications'))['1'].every((n) => n.read)).toBe(true)
    expect(list.queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  })

  it('counts a notification announced while its first count is still on the way', async () => {
    // the browser's back end answers the first count (read before the order) only after the order's announcement
    let askedFirst!: () => void
    const firstAsked = new Promise<void>((resolve) => (askedFirst = resolve))
    let answerFirst!: (response: Response) => void
    const firstAnswer = new Promise<Response>((resolve) => (answerFirst = resolve))
    let held = false
    const { request } = await renderWithApi(<NotificationsDropdown />, {
      route: '/',
      intercept: (call) => {
        if (held || !call.url.endsWith('/api/notifications/unread-count')) return undefined
        held = true
        askedFirst()
        return firstAnswer
      },
    })
    await firstAsked
    const readBefore = await request('/api/notifications/unread-count')
    expect(await readBefore.clone().json()).toEqual({ unread: 0 })

    const json = { 'Content-Type': 'application/json' }
    await request('/apps/ecommerce/cart', { method: 'POST', headers: json, body: '{"productId":1}' })
    const placed = await request('/apps/ecommerce/checkout', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ address: checkoutAddress, payment: { method: 'cash' } }),
    })
    expect(placed.status).toBe(201)
    // what the worker's back end posts after the write (backend/runtimes/announce.ts); heard here too, so the
    // stale answer below is only let through once the bell has had the message
    const announce = new BroadcastChannel(NOTIFICATIONS_CHANNEL)
    const heard = new BroadcastChannel(NOTIFICATIONS_CHANNEL)
    const delivered = new Promise((resolve) => heard.addEventListener('message', resolve, { once: true }))
    // a BroadcastChannel reaches this origin only: no target origin to give (the rule is for window.postMessage)
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    announce.postMessage({ accountId: 1 })
    await delivered
    await new Promise((resolve) => setTimeout(resolve, 50))
    answerFirst(readBefore)
    announce.close()
    heard.close()

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument()
  })

  it('says so when there is nothing', async () => {
    const user = userEvent.setup()
    await renderWithApi(<NotificationsDropdown />, { route: '/' })
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }))
    expect(await within(await panel()).findByText('Nothing new for you.')).toBeInTheDocument()
  })
})
