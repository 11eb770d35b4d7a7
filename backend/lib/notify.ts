import type { NotificationFlag } from '../../contract/account.values'
import {
  NOTIFICATIONS_MAX,
  type Notification,
  type NotificationEvent,
  type NotificationKind,
} from '../../contract/notifications'
import { blankAccountSettings } from '../seed/account'
import type { Deps } from './env'

/** The account-settings flag that decides whether an event of each kind makes a notification. */
export const NOTIFICATION_FLAG_OF: Record<NotificationKind, NotificationFlag> = {
  orderPlaced: 'orderUpdates',
  invoicePaid: 'invoiceUpdates',
  invoiceSent: 'invoiceUpdates',
  taskAssigned: 'taskUpdates',
  chatMessage: 'chatMessages',
  blogComment: 'commentOnArticle',
  twoStepOn: 'securityAlerts',
  newSignIn: 'securityAlerts',
}

/**
 * Tells `accountId` that something happened (a handler's one line, after its own write): the account's notification
 * flags decide whether it is kept; its list keeps the newest NOTIFICATIONS_MAX. The runtime's `announceNotifications`
 * (the browser's: a BroadcastChannel message to every open tab) then says the list changed.
 */
export async function notify(deps: Deps, accountId: number, event: NotificationEvent): Promise<void> {
  const settings = await deps.store.read('accountSettings')
  const flags = (settings[String(accountId)] ?? blankAccountSettings()).notification
  if (!flags[NOTIFICATION_FLAG_OF[event.kind]]) return
  const at = new Date(deps.now()).toISOString()
  await deps.store.update('notifications', async (all, newId) => {
    const list = all[String(accountId)] ?? []
    const added: Notification = {
      id: await newId('notifications', { among: list, part: String(accountId) }),
      ...event,
      at,
      read: false,
    }
    all[String(accountId)] = [added, ...list].slice(0, NOTIFICATIONS_MAX)
  })
  deps.announceNotifications?.(accountId)
}
