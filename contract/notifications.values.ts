/* The notifications' plain values, without zod, for the page (contract/notifications.ts builds the schemas). */

/**
 * What a notification can be about. The page words each from its kind and `params` in the reader's language
 * (locales' notifications.json, `kinds.<kind>`), so the stored record holds no text of its own.
 */
export const NOTIFICATION_KINDS = [
  'orderPlaced',
  'invoicePaid',
  'invoiceSent',
  'taskAssigned',
  'chatMessage',
  'blogComment',
  'twoStepOn',
  'newSignIn',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Each account keeps its newest notifications only; a new one past this drops the oldest. */
export const NOTIFICATIONS_MAX = 100

/** The bell's page size. */
export const NOTIFICATIONS_PER_PAGE = 8

/**
 * The channel on which the browser's back end (service worker or in-page) tells every open tab that an account has
 * a new notification, or that one was read or deleted: `{ accountId }`. The Node server has no such channel: the
 * page asks for the unread count every NOTIFICATIONS_POLL_MS instead (docs/api.md, "Notifications").
 */
export const NOTIFICATIONS_CHANNEL = 'tessera.notifications'
export const NOTIFICATIONS_POLL_MS = 30_000
