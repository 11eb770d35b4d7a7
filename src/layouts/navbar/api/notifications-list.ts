import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationsCalls } from '@contract/notifications.calls'
import { NOTIFICATIONS_PER_PAGE } from '@contract/notifications.values'
import { useSession } from '@/lib/auth/session'
import { apiFetch } from '@/lib/http/client'
import { notificationsKey, refetchNotifications } from './notifications-count'

/** The bell's list, a page at a time ("Load more"), newest first; loaded with the panel. */
export function useNotificationsList() {
  const userId = useSession().userData?.id
  return useInfiniteQuery({
    queryKey: [...notificationsKey(userId), 'list'] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(notificationsCalls.list, {
        query: { page: pageParam, perPage: NOTIFICATIONS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.notifications.length, 0) < last.total
        ? pages.length + 1
        : undefined,
  })
}

/** Read one, read all, delete one: each refetches the count and the list (and tells the other tabs, server side). */
export function useNotificationActions() {
  const client = useQueryClient()
  const userId = useSession().userData?.id
  const onSettled = () => refetchNotifications(client, userId)
  return {
    markRead: useMutation({
      mutationFn: (id: number) => apiFetch(notificationsCalls.markRead, { params: { id } }),
      onSettled,
    }),
    markAllRead: useMutation({ mutationFn: () => apiFetch(notificationsCalls.markAllRead), onSettled }),
    remove: useMutation({
      mutationFn: (id: number) => apiFetch(notificationsCalls.remove, { params: { id } }),
      onSettled,
    }),
  }
}
