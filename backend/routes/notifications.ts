import {
  notificationIdParam,
  notificationsApi,
  type Notification,
  type NotificationReply,
  type NotificationsReply,
  type UnreadCountReply,
} from '../../contract/notifications'
import { NOTIFICATIONS_PER_PAGE } from '../../contract/notifications.values'
import { requireAuth } from '../lib/auth'
import type { Deps } from '../lib/env'
import { ApiError, notFound } from '../lib/errors'
import { paginate } from '../lib/list'
import { routeGroup } from '../lib/route'

/*
 * The caller's own notifications (`notifications[String(account.id)]`, made by backend/lib/notify.ts). Every
 * signed-in account has a list, whatever its role: a sign-in is all these calls need, and none takes an account id.
 */

const unreadOf = (list: readonly Notification[]) => list.filter((n) => !n.read).length

function idOf(value: string | undefined): number {
  const parsed = notificationIdParam.safeParse(value ?? '')
  if (!parsed.success) throw new ApiError(400, { error: { id: 'Must be a positive integer' } })
  return parsed.data
}

/** Changes the caller's list and answers what `change` returns, then tells the other tabs. */
async function changeOwn<R>(deps: Deps, accountId: number, change: (list: Notification[]) => R) {
  const result = await deps.store.update('notifications', (all) => change((all[String(accountId)] ??= [])))
  deps.announceNotifications?.(accountId)
  return result
}

export const notificationsRoutes = routeGroup()
  .route(notificationsApi.list, [requireAuth], async (c) => {
    const list = (await c.var.deps.store.read('notifications'))[String(c.var.account.id)] ?? []
    const { items, total } = paginate(list, c.req.valid('query'), NOTIFICATIONS_PER_PAGE)
    return c.json({ notifications: items, total, unread: unreadOf(list) } satisfies NotificationsReply)
  })
  .route(notificationsApi.unreadCount, [requireAuth], async (c) => {
    const list = (await c.var.deps.store.read('notifications'))[String(c.var.account.id)] ?? []
    return c.json({ unread: unreadOf(list) } satisfies UnreadCountReply)
  })
  .route(notificationsApi.markRead, [requireAuth], async (c) => {
    const id = idOf(c.req.param('id'))
    const reply = await changeOwn(c.var.deps, c.var.account.id, (list) => {
      const stored = list.find((n) => n.id === id)
      if (!stored) throw notFound('Notification')
      stored.read = true
      return { notification: { ...stored }, unread: unreadOf(list) }
    })
    return c.json(reply satisfies NotificationReply)
  })
  .route(notificationsApi.markAllRead, [requireAuth], async (c) => {
    await changeOwn(c.var.deps, c.var.account.id, (list) => {
      for (const n of list) if (!n.read) n.read = true
    })
    return c.json({ unread: 0 } satisfies UnreadCountReply)
  })
  .route(notificationsApi.remove, [requireAuth], async (c) => {
    const id = idOf(c.req.param('id'))
    const unread = await changeOwn(c.var.deps, c.var.account.id, (list) => {
      const index = list.findIndex((n) => n.id === id)
      if (index < 0) throw notFound('Notification')
      list.splice(index, 1)
      return unreadOf(list)
    })
    return c.json({ unread } satisfies UnreadCountReply)
  })
