import { Bell, CircleDollarSign, Mail, MessageSquare, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { useCan } from '@/lib/ability'
import { lazyComponent } from '@/lib/lazy-component'
import type { SampleNotification } from './notifications-menu'

// the list's code (Radix's menu) loads on the first hover, focus or press of the bell (src/components/ui/on-intent.tsx)
const NotificationsMenu = lazyComponent(() => import('./notifications-menu'), 'NotificationsMenu')

/*
 * Sample notifications. The API contract has no notifications call yet, so the list is the shell's own demo
 * content, each about a record the seed holds (backend/seed: mail 1, Calla Everly's unseen chat, invoice 4989,
 * user 50). Choosing one opens that record and marks it read; what the user has read is remembered in this
 * browser. An account that may not read the record's app is not told about it.
 */
const SAMPLE: SampleNotification[] = [
  {
    id: 'mail',
    icon: Mail,
    tone: 'bg-primary-light text-primary-ink',
    minutesAgo: 12,
    subject: 'Email',
    open: { to: '/apps/email', search: { mail: 1 } },
  },
  {
    id: 'chat',
    icon: MessageSquare,
    tone: 'bg-info-light text-info-ink',
    minutesAgo: 40,
    subject: 'Chat',
    open: { to: '/apps/chat', search: { contact: 101 } },
  },
  {
    id: 'invoice',
    icon: CircleDollarSign,
    tone: 'bg-success-light text-success-ink',
    minutesAgo: 60 * 5,
    subject: 'Invoice',
    open: { to: '/apps/invoice/preview/$id', params: { id: '4989' } },
  },
  {
    id: 'signup',
    icon: UserPlus,
    tone: 'bg-warning-light text-warning-ink',
    minutesAgo: 60 * 26,
    subject: 'User',
    open: { to: '/apps/user/view/$id', params: { id: '50' } },
  },
]
const READ_KEY = 'tessera.notificationsRead'

function readIds(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []
  } catch {
    return []
  }
}

export function NotificationsDropdown() {
  const { t } = useTranslation('notifications')
  const [read, setRead] = useState(readIds)
  const can = useCan()
  const shown = SAMPLE.filter((n) => can({ action: 'read', subject: n.subject }))
  const unread = shown.filter((n) => !read.includes(n.id)).length
  const markRead = (ids: string[]) => {
    const next = [...new Set([...read, ...ids])]
    setRead(next)
    localStorage.setItem(READ_KEY, JSON.stringify(next))
  }
  return (
    <OnIntent
      control={NotificationsMenu}
      popup="menu"
      props={{ shown, read, unread, markRead }}
      trigger={
        <Button variant="ghost" size="icon" className="relative" aria-label={t('button', { count: unread })}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span className="absolute -end-0.5 -top-0.5 flex size-4.5 items-center justify-center rounded-full bg-danger text-[0.625rem] font-semibold text-white">
              {unread}
            </span>
          )}
        </Button>
      }
    />
  )
}
