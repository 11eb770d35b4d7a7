import { z } from 'zod'
import { endpoint } from './endpoint'
import { paginationQuerySchema, positiveIntParam } from './common'
import { NOTIFICATION_KINDS, NOTIFICATIONS_MAX } from './notifications.values'

/**
 * An account's notifications (`/api/notifications`): what happened in the apps that concerns it (its order placed,
 * an invoice it sent or that got paid, a task it assigned, a comment on its post, two-step turned on, a new sign-in),
 * newest first, at most NOTIFICATIONS_MAX, each read or not. Every call works on the caller's own list; nothing
 * takes an account id. Which kinds are made at all is the account's choice (the notification flags of account
 * settings, NOTIFICATION_FLAG_OF). docs/api.md, "Notifications".
 */

export { NOTIFICATION_KINDS, NOTIFICATIONS_MAX }
export type { NotificationKind } from './notifications.values'

/** Where a notification leads: a route of the page, with its path parameters and search. */
export const notificationLinkSchema = z.object({
  to: z.string(),
  params: z.record(z.string(), z.string()).optional(),
  search: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type NotificationLink = z.infer<typeof notificationLinkSchema>

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The words the text is made of (an order's number, a name), by the placeholder they fill. */
  params: z.record(z.string(), z.string()),
  link: notificationLinkSchema,
  /** ISO date-time. */
  at: z.string(),
  read: z.boolean(),
})
export type Notification = z.infer<typeof notificationSchema>

/** What a handler hands to `notify` (backend/lib/notify.ts): the rest is the store's. */
export type NotificationEvent = Pick<Notification, 'kind' | 'params' | 'link'>

export const notificationsQuerySchema = paginationQuerySchema
export const notificationsReplySchema = z.object({
  notifications: z.array(notificationSchema),
  /** All of the account's notifications, read or not. */
  total: z.number().int(),
  unread: z.number().int(),
})
export type NotificationsReply = z.infer<typeof notificationsReplySchema>

export const unreadCountReplySchema = z.object({ unread: z.number().int() })
export type UnreadCountReply = z.infer<typeof unreadCountReplySchema>

export const notificationIdParam = positiveIntParam

export const notificationReplySchema = z.object({
  notification: notificationSchema,
  unread: z.number().int(),
})
export type NotificationReply = z.infer<typeof notificationReplySchema>

export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    query: notificationsQuerySchema,
    reply: notificationsReplySchema,
    summary:
      "A page of the account's notifications, newest first (perPage 8 unless given), with the unread count",
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    reply: unreadCountReplySchema,
    summary: "How many of the account's notifications are unread: the bell's badge",
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    reply: notificationReplySchema,
    summary: 'Mark one notification read; answers it and the unread count left',
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    reply: unreadCountReplySchema,
    summary: "Mark all the account's notifications read",
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/notifications/:id',
    reply: unreadCountReplySchema,
    summary: 'Delete one notification; answers the unread count left',
  }),
}
