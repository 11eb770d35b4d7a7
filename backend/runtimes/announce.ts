import { NOTIFICATIONS_CHANNEL } from '../../contract/notifications.values'

let channel: BroadcastChannel | undefined

/**
 * The browser's back end tells every open tab of the app that an account's notifications changed; each tab
 * refetches its bell (src/layouts/navbar/api/notifications.ts). One channel, opened on first use.
 */
export function announceToTabs(accountId: number) {
  if (typeof BroadcastChannel === 'undefined') return
  channel ??= new BroadcastChannel(NOTIFICATIONS_CHANNEL)
  // a BroadcastChannel reaches this origin only: no target origin to give (the rule is for window.postMessage)
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  channel.postMessage({ accountId })
}
