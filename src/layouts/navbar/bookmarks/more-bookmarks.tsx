import ChevronDown from 'lucide-react/icons/chevron-down'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { lazyComponent } from '@/lib/lazy-component'
import type { MoreBookmarksProps } from './more-bookmarks-menu'

// the menu's code (Radix's menu) loads on the first hover, focus or press of the button (ui/on-intent.tsx)
const MoreBookmarksMenu = lazyComponent(() => import('./more-bookmarks-menu'), 'MoreBookmarksMenu')

/** The bookmarks that do not fit on the bar, as a menu of links. */
export function MoreBookmarks({ pages, titleOf }: MoreBookmarksProps) {
  const { t } = useTranslation('search')
  return (
    <OnIntent
      control={MoreBookmarksMenu}
      popup="menu"
      props={{ pages, titleOf }}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t('bookmarks.more', { count: pages.length })}>
          <ChevronDown aria-hidden="true" />
        </Button>
      }
    />
  )
}
