import Bell from 'lucide-react/icons/bell'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { lazyComponent } from '@/lib/lazy-component'
import { useUnreadCount } from './api/notifications-count'

// the panel's code (Radix's popover, the list and its actions) loads on the first hover, focus or press of the bell
// (src/components/ui/on-intent.tsx)
const NotificationsMenu = lazyComponent(() => import('./notifications-menu'), 'NotificationsMenu')

/**
 * The navbar's bell: the account's unread count (api/notifications-count.ts keeps it current) and, in a panel, its
 * notifications from the back end (docs/api.md, "Notifications"), each opening what it is about.
 */
export function NotificationsDropdown() {
  // the label is in `shell`, loaded with the navbar: the notifications namespace comes with the panel
  const { t } = useTranslation('shell')
  const unread = useUnreadCount()
  return (
    <OnIntent
      control={NotificationsMenu}
      popup="dialog"
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={t('notificationsButton', { count: unread })}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -end-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      }
    />
  )
}
