import type { SearchPage } from '@contract/search'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { lazyComponent } from '@/lib/lazy-component'
import { PageIcon } from '@/layouts/page-icons/page-icon'

// the tooltip's code (Radix's tooltip and floating-ui) loads when the pointer or focus first comes to a bookmark
const BookmarkTooltip = lazyComponent(() => import('./bookmark-tooltip'), 'BookmarkTooltip')

/** One bookmarked page in the navbar: an icon link named by its title, which the tooltip also shows. */
export function BookmarkLink({ page, title }: { page: SearchPage; title: string }) {
  return (
    <OnIntent
      control={BookmarkTooltip}
      popup="tooltip"
      props={{ title }}
      trigger={
        <Button asChild variant="ghost" size="icon">
          {/* the index may name routes the app has not built yet; the router's 404 page covers them */}
          <Link to={page.link as '/'} aria-label={title}>
            <PageIcon name={page.icon} />
          </Link>
        </Button>
      }
    />
  )
}
