import { useNavigate } from '@tanstack/react-router'
import { Bell, CircleDollarSign, Mail, MessageSquare, UserPlus, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useCan } from '@/lib/ability'
import { cn } from '@/lib/utils'
import { relativeTimeFormat } from '@/lib/intl'

/*
 * Sample notifications. The API contract has no notifications call yet, so the list is the shell's own demo
 * content, each about a record the seed holds (backend/seed: mail 1, Calla Everly's unseen chat, invoice 4989,
 * user 50). Choosing one opens that record and marks it read; what the user has read is remembered in this
 * browser. An account that may not read the record's app is not told about it.
 */
interface SampleNotification {
  id: 'mail' | 'chat' | 'invoice' | 'signup'
  icon: LucideIcon
  tone: string
  minutesAgo: number
  subject: string
  open: { to: string; params?: Record<string, string>; search?: Record<string, number> }
}

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
  const { t, i18n } = useTranslation('notifications')
  const [read, setRead] = useState(readIds)
  const navigate = useNavigate()
  const can = useCan()
  const shown = SAMPLE.filter((n) => can({ action: 'read', subject: n.subject }))
  const unread = shown.filter((n) => !read.includes(n.id)).length
  const markRead = (ids: string[]) => {
    const next = [...new Set([...read, ...ids])]
    setRead(next)
    localStorage.setItem(READ_KEY, JSON.stringify(next))
  }
  const ago = relativeTimeFormat(i18n.language, { numeric: 'auto' })
  const when = (minutes: number) =>
    minutes < 60
      ? ago.format(-minutes, 'minute')
      : minutes < 60 * 24
        ? ago.format(-Math.round(minutes / 60), 'hour')
        : ago.format(-Math.round(minutes / (60 * 24)), 'day')

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('button', { count: unread })}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span className="absolute -end-0.5 -top-0.5 flex size-4.5 items-center justify-center rounded-full bg-danger text-[0.625rem] font-semibold text-white">
              {unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <div className="flex items-center justify-between gap-2 pe-1">
          <DropdownMenuLabel>{t('title')}</DropdownMenuLabel>
          {unread > 0 && (
            <Button variant="link" size="sm" onClick={() => markRead(shown.map((n) => n.id))}>
              {t('markAllRead')}
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        {shown.length === 0 && <p className="px-3 py-4 text-sm text-muted-foreground">{t('empty')}</p>}
        {shown.map((n) => {
          const isRead = read.includes(n.id)
          return (
            <DropdownMenuItem
              key={n.id}
              onSelect={() => {
                markRead([n.id])
                void navigate(n.open as { to: '/' })
              }}
              className="items-start gap-3 py-2.5"
            >
              <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', n.tone)}>
                <n.icon aria-hidden="true" className="size-4.5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={cn('text-sm', !isRead && 'font-semibold')}>
                  {t(`items.${n.id}.title` as 'title')}
                </span>
                <span className="text-xs text-muted-foreground">{t(`items.${n.id}.body` as 'title')}</span>
                <span className="mt-0.5 text-xs text-muted-foreground">{when(n.minutesAgo)}</span>
              </span>
              {!isRead && (
                <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                  <span className="sr-only">{t('unread')}</span>
                </span>
              )}
            </DropdownMenuItem>
          )
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
