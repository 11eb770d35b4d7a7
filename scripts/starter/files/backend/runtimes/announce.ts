/**
 * The starter kit's version: it has no notifications (Tessera's navbar bell and its calls stay with the demo), so
 * there is nothing to tell the open tabs. Tessera's posts on a BroadcastChannel (docs/api.md, "Notifications").
 */
export function announceToTabs(_accountId: number) {}
