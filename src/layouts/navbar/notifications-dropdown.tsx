import { Bell, CircleCheck, PackageCheck, TriangleAlert, UserPlus, type LucideIcon } from 'lucide-react'
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
import { cn } from '@/lib/utils'
import { relativeTimeFormat } from '@/lib/intl'

/*
 * Sample notifications. The API contract has no notifications call yet, so the list is the shell's own
 * demo content; what the user has read is remembered in this browser.
 */
interface SampleNotification {
  id: string
  icon: LucideIcon
  tone: string
  minutesAgo: number
}

const SAMPLE: SampleNotification[] = [
  { id: 'order', icon: PackageCheck, tone: 'bg-success-light text-success-ink', minutesAgo: 12 },
  { id: 'signup', icon: UserPlus, tone: 'bg-primary-light text-primary-ink', minutesAgo: 95 },
  { id: 'disk', icon: TriangleAlert, tone: 'bg-warning-light text-warning-ink', minutesAgo: 60 * 26 },
  { id: 'backup', icon: CircleCheck, tone: 'bg-info-light text-info-ink', minutesAgo: 60 * 50 },
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
  const unread = SAMPLE.filter((n) => !read.includes(n.id)).length
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
            <Button variant="link" size="sm" onClick={() => markRead(SAMPLE.map((n) => n.id))}>
              {t('markAllRead')}
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        {SAMPLE.map((n) => {
          const isRead = read.includes(n.id)
          return (
            <DropdownMenuItem
              key={n.id}
              onSelect={() => markRead([n.id])}
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
