import type { Email, EmailView } from '@contract/email'
import Menu from 'lucide-react/icons/menu'
import Pencil from 'lucide-react/icons/pencil'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { DebouncedSearchInput } from '@/components/ui/search-input'
import { scrollRegionOf, scrollRegionProps } from '@/lib/use-scroll-region'
import { useVirtualRows } from '@/lib/use-virtual-rows'
import { useUpdateEmails } from '../api/update-emails'
import { useMailRowWords } from '../hooks/use-mail-row-words'
import { useMailSelection } from '../hooks/use-mail-selection'
import { BulkActions } from './bulk-actions'
import { MailRow, type MailRowProps } from './mail-row'

// The mailbox is at its JS budget (e2e/js-budget.spec.ts): the drawing loads only when a list is empty, and the
// lazy import lives here rather than through LazyEmptyArt, whose shared wrapper would be a chunk of its own.
const EmptyArt = lazy(() =>
  import('@/components/illustrations/empty-art').then((module) => ({ default: module.EmptyArt })),
)

/**
 * From this many mails on, only the rows in view (plus a margin) are in the DOM. Counted on the whole list, not
 * the pages loaded so far: a list that turned virtual as a page arrived would lose the reader's place.
 */
const VIRTUAL_FROM = 100
/**
 * A row's height (three lines that never wrap: 87.5 px at every width). Rows are in the list's flow, its padding
 * standing for the rest, so a row a little off this only moves the rest of the list a little.
 */
const ROW_HEIGHT = 87.5

const NO_MAILS: Email[] = []

export interface MailListPaneProps {
  /** The mails loaded so far. */
  mails: Email[] | undefined
  /** How many mails the whole list holds (more than `mails` while pages are still to load). */
  total?: number
  /** Loads the next page; absent when every page is in. */
  onLoadMore?: () => void
  loadingMore?: boolean
  /** Names the list (folder, label, search): the selection starts empty on another list. */
  listKey: string
  isPending: boolean
  isError: boolean
  onRetry: () => void
  view: EmailView | undefined
  q: string
  onSearch: (q: string) => void
  openId: number | undefined
  onOpen: (mail: Email) => void
  /** Shown below the sidebar's breakpoint: opens the mailboxes drawer. */
  onOpenMailboxes?: () => void
  /** Shown with the drawer button, since Compose then sits in the drawer. */
  onCompose?: () => void
}

/** The search box, the selection bar with its bulk actions, and the mails of the current list. */
export function MailListPane(props: MailListPaneProps) {
  const { mails, view, q, openId, onOpen, onOpenMailboxes } = props
  const total = props.total ?? mails?.length ?? 0
  const { t } = useTranslation('email')
  const words = useMailRowWords()
  // worked out once per list, not on each render: a long list holds thousands of mails
  const visibleIds = useMemo(() => mails?.map((mail) => mail.id) ?? [], [mails])
  const selection = useMailSelection(visibleIds, props.listKey)
  const { mutate: update } = useUpdateEmails()
  // stable, so the memoised rows skip re-rendering when the page around them changes
  const onStar = useCallback(
    (mail: Email) =>
      update(
        { emailIds: [mail.id], dataToUpdate: { isStarred: !mail.isStarred } },
        { onError: (error) => toast.error(t('toast.failed'), { description: error.message }) },
      ),
    [update, t],
  )
  const selectedIds = selection.ids
  const selected = useMemo(() => {
    if (selectedIds.length === 0) return NO_MAILS
    const checked = new Set(selectedIds)
    return mails?.filter((mail) => checked.has(mail.id)) ?? NO_MAILS
  }, [mails, selectedIds])
  const mine = view === 'sent' || view === 'draft' || view === 'scheduled'
  const row = (mail: Email, virtual?: Pick<MailRowProps, 'index' | 'setSize'>) => (
    <MailRow
      key={mail.id}
      mail={mail}
      words={words}
      selected={selection.isSelected(mail.id)}
      open={mail.id === openId}
      showRecipient={mine}
      onToggle={selection.toggle}
      onOpen={onOpen}
      onStar={onStar}
      {...virtual}
    />
  )

  return (
    <section aria-labelledby="email-list-heading" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b p-3">
        {onOpenMailboxes && (
          <Button variant="ghost" size="icon-sm" onClick={onOpenMailboxes} aria-label={t('openMailboxes')}>
            <Menu aria-hidden />
          </Button>
        )}
        <DebouncedSearchInput
          value={q}
          onCommit={props.onSearch}
          aria-label={t('search')}
          placeholder={t('search')}
        />
        {props.onCompose && (
          <Button size="icon-sm" onClick={props.onCompose} aria-label={t('compose')}>
            <Pencil aria-hidden />
          </Button>
        )}
      </div>
      <div className="flex items-center gap-3 border-b px-4 py-1.5">
        <Checkbox
          checked={selection.all ? true : selection.some ? 'indeterminate' : false}
          onCheckedChange={() => (selection.all ? selection.selectNone() : selection.selectAll())}
          disabled={visibleIds.length === 0}
          aria-label={t('list.selectAll')}
        />
        <h2 id="email-list-heading" className="flex-1 truncate text-sm font-medium">
          {view ? t(`folders.${view}`) : t('title')}
          {selection.some && (
            // isolated, so an English count keeps its word order in a right-to-left layout; the space outside it
            // keeps the gap from the folder's name in either direction (a margin would sit on the isolate's side)
            <>
              {' '}
              <bdi className="text-muted-foreground">
                {t('list.selected', { count: selection.ids.length })}
              </bdi>
            </>
          )}
        </h2>
        <BulkActions selected={selected} view={view} onDone={selection.selectNone} />
      </div>
      <div {...scrollRegionProps} className="min-h-0 flex-1 overflow-y-auto" aria-busy={props.isPending}>
        {props.isPending ? (
          <ListSkeleton label={t('list.loading')} />
        ) : props.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
            <p>{t('list.error')}</p>
            <Button variant="outline" onClick={props.onRetry}>
              {t('list.retry')}
            </Button>
          </div>
        ) : mails?.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-12 text-center text-muted-foreground">
            <Suspense fallback={<span aria-hidden="true" className="block aspect-[160/112] w-40" />}>
              <EmptyArt kind={q ? 'search' : 'mail'} />
            </Suspense>
            <p>{q ? t('empty.search', { q }) : view ? t(`empty.${view}`) : t('empty.label')}</p>
          </div>
        ) : mails && total >= VIRTUAL_FROM ? (
          <VirtualMailRows label={t('list.name')} mails={mails} total={total} row={row} />
        ) : (
          <ul aria-label={t('list.name')}>
            {/* while pages are still to load, each row says where it is in the whole list */}
            {mails?.map((mail, index) =>
              row(mail, total > mails.length ? { index, setSize: total } : undefined),
            )}
          </ul>
        )}
        {mails && props.onLoadMore && (
          <MoreMails
            shown={mails.length}
            total={total}
            loading={props.loadingMore ?? false}
            onLoadMore={props.onLoadMore}
          />
        )}
      </div>
    </section>
  )
}

/**
 * A long list (a folder of 10,000 mails): only the rows in view and a margin are drawn, the list's padding keeps
 * the scroll height, and each row says where it is (`aria-posinset` of `aria-setsize`).
 */
function VirtualMailRows({
  label,
  mails,
  total,
  row,
}: {
  label: string
  mails: Email[]
  /** The whole list's size, for `aria-setsize`: more than `mails` while pages are still to load. */
  total: number
  row: (mail: Email, virtual: Pick<MailRowProps, 'index' | 'setSize'>) => ReactNode
}) {
  const {
    ref: list,
    rows: items,
    before,
    after,
  } = useVirtualRows<HTMLUListElement, Email>({ items: mails, estimateSize: ROW_HEIGHT })
  return (
    <ul ref={list} aria-label={label} style={{ paddingBlockStart: before, paddingBlockEnd: after }}>
      {items.map((item) => row(mails[item.index], { index: item.index, setSize: total }))}
    </ul>
  )
}

/**
 * Below the loaded mails while more are to come: how many are shown, and a button that loads the next page. The
 * button loads it by itself too when it comes within a screen of view, so scrolling goes on through the list;
 * the button is there for the keyboard and for a list too short to scroll.
 */
function MoreMails({
  shown,
  total,
  loading,
  onLoadMore,
}: {
  shown: number
  total: number
  loading: boolean
  onLoadMore: () => void
}) {
  const { t, i18n } = useTranslation('email')
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const button = buttonRef.current
    const scrollElement = scrollRegionOf(button)
    if (!button || !scrollElement || loading) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) onLoadMore()
      },
      { root: scrollElement, rootMargin: '100% 0px' },
    )
    observer.observe(button)
    return () => observer.disconnect()
  }, [loading, onLoadMore])
  return (
    <div className="flex flex-col items-center gap-2 border-t p-4 text-sm text-muted-foreground">
      {/* in its language's direction, so "50 of 133 mails" keeps its order in a right-to-left layout */}
      <p dir={i18n.dir()}>{t('list.shown', { shown, total })}</p>
      {/* aria-disabled rather than disabled: a pressed button keeps the keyboard's focus while the page loads */}
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        onClick={loading ? undefined : onLoadMore}
        aria-disabled={loading}
      >
        {loading ? t('list.loadingMore') : t('list.more')}
      </Button>
    </div>
  )
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b px-4 py-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  )
}
