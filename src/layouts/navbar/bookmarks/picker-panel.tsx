import type { SearchPage } from '@contract/search'
import { Link } from '@tanstack/react-router'
import Star from 'lucide-react/icons/star'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'
import { useBookmarks } from '../api/get-bookmarks'
import { useToggleBookmark } from '../api/update-bookmark'
import { PageIcon } from '@/layouts/page-icons/page-icon'
import { usePageTitle } from './use-page-title'
import { loadMorePageIcons } from '@/layouts/page-icons/load-page-icons'

// the pages' icons come beside this list rather than after it (see load-page-icons.ts)
void loadMorePageIcons()

/**
 * Every page the user may open, filtered as they type; each row is a link and a star toggle, reachable with Tab.
 * Pages bookmarked when the panel opened come first (on a phone this is the way to one's bookmarks); the order
 * then holds still, so a row never jumps away from the star just pressed.
 */
export function PickerPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('search')
  const titleId = useId()
  const [query, setQuery] = useState('')
  const bookmarks = useBookmarks()
  const toggle = useToggleBookmark()
  const titleOf = usePageTitle()
  const [pinned] = useState(() => new Set(bookmarks.data?.bookmarks.map((page) => page.id)))

  const pages = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase()
    // the server's suggestions are every page the user may open, with their bookmark flags
    const all = bookmarks.data?.suggestions ?? []
    const hits = all.filter((page) =>
      [titleOf(page), page.title].some((text) => text.toLocaleLowerCase().includes(needle)),
    )
    return [...hits.filter((page) => pinned.has(page.id)), ...hits.filter((page) => !pinned.has(page.id))]
  }, [bookmarks.data, query, titleOf, pinned])

  return (
    <section aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-col gap-2 border-b p-3">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('bookmarks.pickerTitle')}
        </h2>
        {bookmarks.data?.bookmarks.length === 0 && (
          <p className="text-xs text-muted-foreground">{t('bookmarks.none')}</p>
        )}
        <Input
          type="search"
          size="sm"
          // the panel loads after the popover opens, so Radix's own open focus lands before the field exists
          // oxlint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('bookmarks.pickerSearch')}
          aria-label={t('bookmarks.pickerSearch')}
        />
      </div>
      {bookmarks.isPending ? (
        <Spinner className="flex h-32" />
      ) : pages.length === 0 ? (
        <p className="p-4 text-center text-sm text-muted-foreground">{t('bookmarks.pickerEmpty')}</p>
      ) : (
        <ul className="max-h-[min(20rem,60vh)] overflow-y-auto p-1.5">
          {pages.map((page) => (
            <PickerRow
              key={page.id}
              page={page}
              title={titleOf(page)}
              onNavigate={onNavigate}
              onToggle={() => toggle.mutate(page)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

interface PickerRowProps {
  page: SearchPage
  title: string
  onNavigate: () => void
  onToggle: () => void
}

function PickerRow({ page, title, onNavigate, onToggle }: PickerRowProps) {
  const { t } = useTranslation('search')
  return (
    <li className="flex items-center gap-1">
      <Link
        to={page.link as '/'}
        onClick={onNavigate}
        className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
      >
        <PageIcon name={page.icon} className="size-4 shrink-0 text-muted-foreground" />
        <span className="truncate">{title}</span>
      </Link>
      <button
        type="button"
        aria-pressed={page.isBookmarked}
        aria-label={t('bookmarks.add', { title })}
        onClick={onToggle}
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted',
          page.isBookmarked ? 'text-warning-ink' : 'text-muted-foreground',
        )}
      >
        <Star aria-hidden="true" className={cn('size-4', page.isBookmarked && 'fill-current')} />
      </button>
    </li>
  )
}
