import { EMAIL_LABELS, type EmailView } from '@contract/email.values'
import type { EmailsMeta } from '@contract/email'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import File from 'lucide-react/icons/file'
import Inbox from 'lucide-react/icons/inbox'
import Info from 'lucide-react/icons/info'
import Pencil from 'lucide-react/icons/pencil'
import Send from 'lucide-react/icons/send'
import Star from 'lucide-react/icons/star'
import Trash2 from 'lucide-react/icons/trash'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { ThemeColor } from '@/components/ui/theme-color'
import { toUrlSearch } from '@/lib/url-state'
import { cn } from '@/lib/utils'
import { LABEL_DOT } from '../labels'
import { emailsQueryOptions } from '../api/get-emails'
import {
  activeFolderOf,
  emailFields,
  folderParam,
  listParamsOf,
  type EmailListParams,
  type EmailSearch,
} from '../search'

const FOLDERS: { view: EmailView; icon: LucideIcon; badge?: keyof EmailsMeta }[] = [
  { view: 'inbox', icon: Inbox, badge: 'inbox' },
  { view: 'sent', icon: Send },
  { view: 'draft', icon: File, badge: 'draft' },
  { view: 'scheduled', icon: CalendarClock, badge: 'scheduled' },
  { view: 'starred', icon: Star },
  { view: 'spam', icon: Info, badge: 'spam' },
  { view: 'trash', icon: Trash2 },
]

const BADGE_COLORS: Partial<Record<EmailView, ThemeColor>> = {
  inbox: 'primary',
  draft: 'warning',
  scheduled: 'info',
}

const itemClass = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-lg border-s-2 px-3 py-2 text-[0.9375rem] transition-colors',
    active
      ? 'border-primary-ink bg-primary-light font-medium text-primary-ink'
      : 'border-transparent hover:bg-muted',
  )

export interface EmailSidebarProps {
  search: EmailSearch
  meta: EmailsMeta | undefined
  onCompose: () => void
  /** Called after a folder or label is picked (the phone drawer closes then). */
  onNavigate?: () => void
}

/**
 * Compose, the folders with their unread counts, and the labels. Links, so every list has its own URL. Memoised:
 * each page of a long list arriving re-renders the mailbox, and the sidebar has nothing new to show then.
 */
export const EmailSidebar = memo(function EmailSidebar({
  search,
  meta,
  onCompose,
  onNavigate,
}: EmailSidebarProps) {
  const { t } = useTranslation('email')
  const activeFolder = activeFolderOf(search)
  const client = useQueryClient()
  // pointing at or tabbing to a folder starts loading it, so the click often finds the list already there
  const prefetch = (params: EmailListParams) => () =>
    void client.prefetchInfiniteQuery(emailsQueryOptions(params))
  return (
    <div className="flex h-full flex-col gap-5 p-4">
      <Button onClick={onCompose} className="w-full">
        <Pencil aria-hidden />
        {t('compose')}
      </Button>
      <nav aria-label={t('mailboxes')}>
        <ul className="flex flex-col gap-0.5">
          {FOLDERS.map(({ view, icon: Icon, badge }) => {
            const count = badge ? (meta?.[badge] ?? 0) : 0
            const active = activeFolder === view
            return (
              <li key={view}>
                <Link
                  to="/apps/email"
                  search={toUrlSearch(emailFields, { folder: folderParam(view), q: search.q })}
                  onPointerEnter={prefetch(listParamsOf({ folder: folderParam(view), q: search.q }))}
                  onFocus={prefetch(listParamsOf({ folder: folderParam(view), q: search.q }))}
                  className={itemClass(active)}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon className="size-4.5" aria-hidden />
                  <span className="flex-1">{t(`folders.${view}`)}</span>
                  {count > 0 && (
                    <Badge color={BADGE_COLORS[view] ?? 'danger'} pill>
                      <span aria-hidden>{count}</span>
                      {/* Scheduled counts every mail in it; the others count unread mail */}
                      <span className="sr-only">
                        {t(view === 'scheduled' ? 'scheduledCount' : 'unreadCount', { count })}
                      </span>
                    </Badge>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <nav aria-labelledby="email-labels-heading">
        <h2
          id="email-labels-heading"
          className="mb-2 px-3 text-xs font-medium tracking-wide text-muted-foreground uppercase"
        >
          {t('labelsHeading')}
        </h2>
        <ul className="flex flex-col gap-0.5">
          {EMAIL_LABELS.map((label) => {
            const active = search.label === label && !search.folder
            return (
              <li key={label}>
                <Link
                  to="/apps/email"
                  search={toUrlSearch(emailFields, { label, q: search.q })}
                  onPointerEnter={prefetch(listParamsOf({ label, q: search.q }))}
                  onFocus={prefetch(listParamsOf({ label, q: search.q }))}
                  className={itemClass(active)}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <span className={cn('size-2.5 rounded-full', LABEL_DOT[label])} aria-hidden />
                  {t(`labels.${label}`)}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
})
