import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationsCalls } from '@contract/notifications.calls'
import { NOTIFICATIONS_CHANNEL, NOTIFICATIONS_POLL_MS } from '@contract/notifications.values'
import { useSession } from '@/lib/auth/session'
import { API_BASE_URL } from '@/lib/backend/backend-ready'
import { apiFetch } from '@/lib/http/client'

/*
 * The bell's unread count, the part of the notifications the shell carries (the list and its actions load with the
 * panel: notifications-list.ts). It stays current without a reload: the browser's back end announces every change
 * on a BroadcastChannel to all open tabs; a Node server (API_BASE_URL) cannot, so the count is asked again every
 * NOTIFICATIONS_POLL_MS while the page is visible (docs/api.md, "Notifications").
 */

/** Everything cached about one account's notifications: the count and the list's pages. */
export const notificationsKey = (userId: number | undefined) => ['navbar', 'notifications', userId] as const

/**
 * Asks for the count and the list again after a change. A fetch already on its way may have read them before the
 * change, and TanStack Query joins an invalidation to a fetch in flight when the query has no data yet (it restarts
 * only one that has data): the bell's first count, read a moment before an order placed while the page was starting,
 * then stood at 0 for good. So whatever is in flight is called off first.
 */
export async function refetchNotifications(client: QueryClient, userId: number | undefined) {
  const filters = { queryKey: notificationsKey(userId) }
  await client.cancelQueries(filters)
  await client.invalidateQueries(filters)
}

const unreadCountOptions = (client: QueryClient, userId: number | undefined) => {
  const queryKey = [...notificationsKey(userId), 'count'] as const
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const reply = await apiFetch(notificationsCalls.unreadCount, { signal })
      // a polled count that moved means the list moved too: refetch it if it is cached
      if (client.getQueryData<typeof reply>(queryKey)?.unread !== reply.unread)
        void client.invalidateQueries({ queryKey: [...notificationsKey(userId), 'list'] })
      return reply
    },
    refetchInterval: API_BASE_URL ? NOTIFICATIONS_POLL_MS : false,
  })
}

export function useUnreadCount() {
  const { userData, isSignedIn } = useSession()
  const client = useQueryClient()
  const userId = userData?.id
  useEffect(() => {
    if (!isSignedIn || typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(NOTIFICATIONS_CHANNEL)
    channel.addEventListener('message', (event: MessageEvent<{ accountId?: number }>) => {
      if (event.data.accountId === userId) void refetchNotifications(client, userId)
    })
    return () => channel.close()
  }, [client, userId, isSignedIn])
  const count = useQuery({ ...unreadCountOptions(client, userId), enabled: isSignedIn })
  return count.data?.unread ?? 0
}
