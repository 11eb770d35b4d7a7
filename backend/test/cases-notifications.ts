/**
 * The notifications calls (backend/routes/notifications.ts) as table rows (see cases.ts). They run after the
 * e-commerce rows, whose checkout as the admin left the admin an "order placed" notification; the client has done
 * nothing that notifies. The preferences and the cap are in backend/routes/notifications.test.ts.
 */
import {
  notificationReplySchema,
  notificationsApi,
  notificationsReplySchema,
  unreadCountReplySchema,
} from '../../contract/notifications'
import { fillPath } from '../../contract/endpoint'
import type { ApiCase } from './cases'
import { del, get, post } from './requests'

const one = (id: number | string) => ({ id })
const markRead = (id: number) => ({ path: fillPath(notificationsApi.markRead.path, one(id)) })

export const NOTIFICATION_CASES: ApiCase[] = [
  ...(
    [
      ['list', () => get(notificationsApi.list)],
      ['unread count', () => get(notificationsApi.unreadCount)],
      ['mark all read', () => post(notificationsApi.markAllRead, undefined)],
    ] as const
  ).map(([name, request]): ApiCase => ({
    name: `notifications ${name} without a token is 401`,
    request,
    status: 401,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Unauthorized' }),
  })),
  {
    name: 'notifications: the admin is told of the order it placed, newest first, with the unread count',
    request: (s) => get(notificationsApi.list, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => {
      const reply = notificationsReplySchema.parse(body)
      expect(reply.notifications[0]).toMatchObject({
        id: reply.total,
        kind: 'orderPlaced',
        read: false,
        link: { to: '/apps/ecommerce/orders/$id' },
      })
      expect(reply.notifications[0].params.number.startsWith('TS-')).toBe(true)
      expect(reply.unread).toBe(reply.notifications.filter((n) => !n.read).length)
    },
  },
  {
    name: 'notifications: a page of one, the second',
    request: (s) => get(notificationsApi.list, s.admin.accessToken, { page: 2, perPage: 1 }),
    status: 200,
    check: ({ body }, expect) => {
      const reply = notificationsReplySchema.parse(body)
      expect(reply.notifications).toHaveLength(reply.total > 1 ? 1 : 0)
    },
  },
  {
    name: 'notifications: the client has none of the admin’s',
    request: (s) => get(notificationsApi.list, s.client.accessToken),
    status: 200,
    check: ({ body }, expect) => expect(body).toEqual({ notifications: [], total: 0, unread: 0 }),
  },
  {
    name: 'notifications: the client cannot mark the admin’s first one read',
    request: (s) => post(markRead(1), undefined, s.client.accessToken),
    status: 404,
    check: ({ body }, expect) => expect(body).toEqual({ error: 'Notification not found' }),
  },
  {
    name: 'notifications: marking one read answers it read and the unread count left',
    request: (s) => post(markRead(1), undefined, s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => {
      const reply = notificationReplySchema.parse(body)
      expect(reply.notification).toMatchObject({ id: 1, read: true })
    },
  },
  {
    name: 'notifications: an id that is not a number is a 400',
    request: (s) => del(notificationsApi.remove, s.admin.accessToken, '', one('first')),
    status: 400,
    check: ({ body }, expect) => expect(body).toEqual({ error: { id: 'Must be a positive integer' } }),
  },
  {
    name: 'notifications: an unknown id is a 404',
    request: (s) => del(notificationsApi.remove, s.admin.accessToken, '', one(9999)),
    status: 404,
  },
  {
    name: 'notifications: mark all read',
    request: (s) => post(notificationsApi.markAllRead, undefined, s.admin.accessToken),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ unread: 0 }),
  },
  {
    name: 'notifications: the unread count is then 0',
    request: (s) => get(notificationsApi.unreadCount, s.admin.accessToken),
    status: 200,
    check: ({ body }, expect) => expect(unreadCountReplySchema.parse(body)).toEqual({ unread: 0 }),
  },
  {
    name: 'notifications: delete one',
    request: (s) => del(notificationsApi.remove, s.admin.accessToken, '', one(1)),
    status: 200,
    mutates: true,
    check: ({ body }, expect) => expect(body).toEqual({ unread: 0 }),
  },
  {
    name: 'notifications: a deleted one is gone',
    request: (s) => del(notificationsApi.remove, s.admin.accessToken, '', one(1)),
    status: 404,
  },
]
