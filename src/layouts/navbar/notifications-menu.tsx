import { useNavigate } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { IntentProps } from '@/components/ui/on-intent'
import { relativeTimeFormat } from '@/lib/intl'
import { cn } from '@/lib/utils'

/** One of the navbar's sample notifications (notifications-dropdown.tsx lists them). */
export interface SampleNotification {
  id: 'mail' | 'chat' | 'invoice' | 'signup'
  icon: LucideIcon
  tone: string
  minutesAgo: number
  subject: string
  open: { to: string; params?: Record<string, string>; search?: Record<string, number> }
}

interface NotificationsMenuProps extends IntentProps {
  /** the notifications this user may open */
  shown: SampleNotification[]
  /** ids already read in this browser */
  read: string[]
  /** how many of `shown` are not read */
  unread: number
  markRead: (ids: string[]) => void
}

/** The list of notifications around the navbar's bell (notifications-dropdown.tsx owns what is read). */
export function NotificationsMenu({
  trigger,
  defaultOpen,
  shown,
  read,
  unread,
  markRead,
}: NotificationsMenuProps) {
  const { t, i18n } = useTranslation('notifications')
  const navigate = useNavigate()
  const ago = relativeTimeFormat(i18n.language, { numeric: 'auto' })
  const when = (minutes: number) =>
    minutes < 60
      ? ago.format(-minutes, 'minute')
      : minutes < 60 * 24
        ? ago.format(-Math.round(minutes / 60), 'hour')
        : ago.format(-Math.round(minutes / (60 * 24)), 'day')

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <div className="flex items-center justify-between gap-2 pe-1">
          <DropdownMenuLabel>{t('title')}</DropdownMenuLabel>
          {/* a menu item, so the arrows reach it (a button inside a menu is neither reachable nor allowed there) */}
          {unread > 0 && (
            <DropdownMenuItem
              onSelect={() => markRead(shown.map((n) => n.id))}
              className="w-auto text-sm font-medium text-primary-ink"
            >
              {t('markAllRead')}
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator />
        {shown.length === 0 && <div className="px-3 py-4 text-sm text-muted-foreground">{t('empty')}</div>}
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
