import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '@/lib/use-media-query'
import { useBookmarks } from '../api/get-bookmarks'
import { BookmarkLink } from './bookmark-link'
import { BookmarkPicker } from './bookmark-picker'
import { MoreBookmarks } from './more-bookmarks'
import { usePageTitle } from './use-page-title'

/** Bar room for bookmark icons: ten on a desktop, four on a tablet, none on a phone (the picker lists them). */
function useBarSize(): number {
  const desktop = useMediaQuery('(min-width: 1200px)')
  const tablet = useMediaQuery('(min-width: 768px)')
  return desktop ? 10 : tablet ? 4 : 0
}

/** The navbar's bookmarks (lazy chunk, loaded just after the first paint): icon links, overflow menu, picker. */
export function NavbarBookmarks() {
  const { t } = useTranslation('search')
  // the list arrives through the query's store, which React renders in one task it cannot slice; deferred, the bar's
  // links draw in a render React can slice, after the store's own (docs/state.md, "The first page draws once")
  const data = useDeferredValue(useBookmarks().data)
  const titleOf = usePageTitle()
  const size = useBarSize()
  const bookmarks = data?.bookmarks ?? []
  const shown = bookmarks.slice(0, size)
  const rest = size > 0 ? bookmarks.slice(size) : []
  return (
    <nav aria-label={t('bookmarks.label')} className="flex min-w-0 items-center gap-0.5">
      {shown.length > 0 && (
        <ul className="flex items-center gap-0.5">
          {shown.map((page) => (
            <li key={page.id}>
              <BookmarkLink page={page} title={titleOf(page)} />
            </li>
          ))}
        </ul>
      )}
      {rest.length > 0 && <MoreBookmarks pages={rest} titleOf={titleOf} />}
      <BookmarkPicker />
    </nav>
  )
}
