import type { Email } from '@contract/email'
import { Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { lazyComponent } from '@/lib/lazy-component'
import { useUrlState } from '@/lib/url-state'
import { useMediaQuery } from '@/lib/use-media-query'
import { cn } from '@/lib/utils'
import { useEmails } from './api/get-emails'
import { EMPTY_COMPOSE, fromDraft, type ComposeValues } from './compose-model'
import { EmailSidebar } from './components/email-sidebar'
import { MailDetail } from './components/mail-detail'
import { MailListPane } from './components/mail-list-pane'
import { activeFolderOf, emailFields, listParamsOf } from './search'

// the compose window (its editor, the recipients' combobox) loads when a mail is first written
const ComposeWindow = lazyComponent(() => import('./components/compose/compose-window'), 'ComposeWindow')

/**
 * The mailbox: folders and labels, the list of the chosen one, the open mail and compose. Wide screens show
 * list and mail side by side; narrower ones show one at a time, and phones get the folders in a drawer.
 */
export function EmailPage() {
  const { t } = useTranslation('email')
  const { t: tc } = useTranslation('common')
  const [search, setSearch] = useUrlState(emailFields)
  const params = listParamsOf(search)
  const emails = useEmails(params)
  const sidebarFits = useMediaQuery('(min-width: 1024px)')
  const sideBySide = useMediaQuery('(min-width: 1280px)')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [compose, setCompose] = useState<{ key: number; values: ComposeValues } | null>(null)

  // The open mail follows the URL, but a click shows it at once: the router commits the new URL in a transition
  // that re-renders the whole shell, which would hold the mail back by a frame or several.
  const [openId, setOpenId] = useState(search.mail)
  const [urlMail, setUrlMail] = useState(search.mail)
  if (urlMail !== search.mail) {
    setUrlMail(search.mail)
    setOpenId(search.mail)
  }
  const showMail = useCallback(
    (id: number | undefined, replace = false) => {
      setOpenId(id)
      // after this click's render has been painted
      requestAnimationFrame(() => setSearch({ mail: id }, { replace }))
    },
    [setSearch],
  )

  const openCompose = useCallback((values: ComposeValues) => {
    setDrawerOpen(false)
    setCompose((current) => ({ key: (current?.key ?? 0) + 1, values }))
  }, [])
  const onOpen = useCallback(
    (mail: Email) => (mail.folder === 'draft' ? openCompose(fromDraft(mail)) : showMail(mail.id)),
    [openCompose, showMail],
  )
  const view = activeFolderOf(search)
  const { fetchNextPage } = emails
  // stable, so the list's observer is not made again on every render
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])

  const composeNew = useCallback(() => openCompose(EMPTY_COMPOSE), [openCompose])
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  const sidebar = (
    <EmailSidebar
      search={search}
      meta={emails.data?.emailsMeta}
      onCompose={composeNew}
      onNavigate={closeDrawer}
    />
  )
  // h-window-page (src/styles/index.css): the window less the navbar, padding and footer, so the page fits the
  // window and its lists scroll inside.
  return (
    <div className="flex h-window-page min-h-[32rem] overflow-hidden rounded-lg border border-transparent bg-card shadow-card">
      <h1 className="sr-only">{t('title')}</h1>
      {sidebarFits ? (
        <aside className="w-64 shrink-0 border-e">{sidebar}</aside>
      ) : (
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent side="start" className="w-72 p-0" closeLabel={tc('close')}>
            <SheetTitle className="sr-only">{t('mailboxes')}</SheetTitle>
            {sidebar}
          </SheetContent>
        </Sheet>
      )}
      <div
        className={cn(
          'flex min-w-0 flex-1',
          openId !== undefined && (sideBySide ? 'max-w-[24rem] 2xl:max-w-[30rem]' : 'hidden'),
        )}
      >
        <MailListPane
          mails={emails.data?.emails}
          total={emails.data?.total}
          onLoadMore={emails.hasNextPage ? loadMore : undefined}
          loadingMore={emails.isFetchingNextPage}
          listKey={JSON.stringify(params)}
          isPending={emails.isPending}
          isError={emails.isError}
          onRetry={() => void emails.refetch()}
          view={view}
          q={search.q}
          onSearch={(q) => setSearch({ q, mail: undefined }, { replace: true })}
          openId={openId}
          onOpen={onOpen}
          onOpenMailboxes={sidebarFits ? undefined : () => setDrawerOpen(true)}
          onCompose={sidebarFits ? undefined : composeNew}
        />
      </div>
      {openId !== undefined && (
        <div className={cn('flex min-w-0 flex-1', sideBySide && 'border-s')}>
          <MailDetail
            key={openId}
            id={openId}
            params={params}
            onClose={() => showMail(undefined)}
            onOpenMail={(id) => showMail(id, true)}
            onCompose={openCompose}
          />
        </div>
      )}
      {compose && (
        <Suspense fallback={null}>
          <ComposeWindow key={compose.key} initial={compose.values} onClosed={() => setCompose(null)} />
        </Suspense>
      )}
    </div>
  )
}
