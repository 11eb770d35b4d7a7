import type { SearchPage } from '@contract/search'
import { Link } from '@tanstack/react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { IntentProps } from '@/components/ui/on-intent'
import { PageIcon } from '@/layouts/page-icons/page-icon'
import { loadMorePageIcons } from '@/layouts/page-icons/load-page-icons'
import type { PageTitleFn } from './use-page-title'

// the pages' icons come beside this list rather than after it (see load-page-icons.ts)
void loadMorePageIcons()

export interface MoreBookmarksProps {
  pages: SearchPage[]
  titleOf: PageTitleFn
}

/** The menu of links around more-bookmarks.tsx's button, which it draws until this loads. */
export function MoreBookmarksMenu({
  trigger,
  defaultOpen,
  pages,
  titleOf,
}: IntentProps & MoreBookmarksProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        {pages.map((page) => (
          <DropdownMenuItem key={page.id} asChild>
            <Link to={page.link as '/'}>
              <PageIcon name={page.icon} />
              {titleOf(page)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
