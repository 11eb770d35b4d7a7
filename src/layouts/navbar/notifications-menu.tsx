import { useNavigate } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign'
import KeyRound from 'lucide-react/icons/key-round'
import ListTodo from 'lucide-react/icons/list-todo'
import MessageSquare from 'lucide-react/icons/message-square'
import MessagesSquare from 'lucide-react/icons/messages-square'
import ShieldCheck from 'lucide-react/icons/shield-check'
import ShoppingBag from 'lucide-react/icons/shopping-bag'
import Send from 'lucide-react/icons/send'
import X from 'lucide-react/icons/x'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Notification, NotificationKind } from '@contract/notifications'
import { Button } from '@/components/ui/button'
import type { IntentProps } from '@/components/ui/on-intent'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { relativeTimeFormat } from '@/lib/intl'
import { cn } from '@/lib/utils'
import { useNotificationActions, useNotificationsList } from './api/notifications-list'

const LOOK: Record<NotificationKind, { icon: LucideIcon; tone: string }> = {
  orderPlaced: { icon: ShoppingBag, tone: 'bg-primary-light text-primary-ink' },
  invoicePaid: { icon: CircleDollarSign, tone: 'bg-success-light text-success-ink' },
  invoiceSent: { icon: Send, tone: 'bg-info-light text-info-ink' },
  taskAssigned: { icon: ListTodo, tone: 'bg-warning-light text-warning-ink' },
  chatMessage: { icon: MessageSquare, tone: 'bg-info-light text-info-ink' },
  blogComment: { icon: MessagesSquare, tone: 'bg-primary-light text-primary-ink' },
  twoStepOn: { icon: ShieldCheck, tone: 'bg-success-light text-success-ink' },
  newSignIn: { icon: KeyRound, tone: 'bg-warning-light text-warning-ink' },
}

function useAgo() {
  const { i18n } = useTranslation()
  const ago = relativeTimeFormat(i18n.language, { numeric: 'auto' })
  return (iso: string) => {
    const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000))
    if (minutes < 60) return ago.format(-minutes, 'minute')
    if (minutes < 60 * 24) return ago.format(-Math.round(minutes / 60), 'hour')
    return ago.format(-Math.round(minutes / (60 * 24)), 'day')
  }
}

/**
 * The bell's panel (notifications-dropdown.tsx draws the bell until this loads): the account's notifications a page
 * at a time, each a button that opens what it is about and marks it read, a delete button beside each, and "Mark
 * all as read". A popover (a dialog), not a menu: rows hold two buttons each.
 */
export function NotificationsMenu({ trigger, defaultOpen }: IntentProps) {
  const { t } = useTranslation('notifications')
  const navigate = useNavigate()
  const when = useAgo()
  const [open, setOpen] = useState(defaultOpen)
  const titleId = useId()
  const list = useNotificationsList()
  const { markRead, markAllRead, remove } = useNotificationActions()
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? []
  const unread = list.data?.pages[0]?.unread ?? 0
  // each kind fills its own placeholders from `params`; a kind this build does not know shows as its name
  const text = (n: Notification) => t(`kinds.${n.kind}`, { ...n.params, defaultValue: n.kind })

  const openOne = (n: Notification) => {
    setOpen(false)
    if (!n.read) markRead.mutate(n.id)
    void navigate(n.link as { to: '/' })
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        className="flex w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
      >
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id={titleId} className="font-semibold">
            {t('title')}
          </h2>
          {unread > 0 && (
            <Button variant="link" size="sm" className="h-auto px-1" onClick={() => markAllRead.mutate()}>
              {t('markAllRead')}
            </Button>
          )}
        </div>
        {list.isPending ? (
          <p className="px-4 py-4 text-sm text-muted-foreground">{t('loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="px-4 py-4 text-sm text-danger-ink">
            {t('failed')}
          </p>
        ) : notifications.length === 0 ? (
          <p className="px-4 py-4 text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="max-h-[min(28rem,60vh)] overflow-y-auto">
            {notifications.map((n) => {
              const look = LOOK[n.kind]
              return (
                <li key={n.id} className="flex items-start gap-1 border-b border-border last:border-b-0">
                  <button
                    type="button"
                    onClick={() => openOne(n)}
                    className="flex min-w-0 flex-1 items-start gap-3 px-4 py-2.5 text-start hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                  >
                    <span
                      className={cn(
                        'flex size-9 shrink-0 items-center justify-center rounded-full',
                        look.tone,
                      )}
                    >
                      <look.icon aria-hidden="true" className="size-4.5" />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className={cn('text-sm', !n.read && 'font-semibold')}>{text(n)}</span>
                      <span className="mt-0.5 text-xs text-muted-foreground">{when(n.at)}</span>
                    </span>
                    {!n.read && (
                      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                        <span className="sr-only">{t('unread')}</span>
                      </span>
                    )}
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="m-1.5 size-8 shrink-0 text-muted-foreground"
                    aria-label={t('delete', { text: text(n) })}
                    onClick={() => remove.mutate(n.id)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="border-t border-border p-2">
            <Button
              variant="ghost"
              className="w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('loadMore')}
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  )
}
