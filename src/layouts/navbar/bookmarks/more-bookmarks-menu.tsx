import { Link } from '@tanstack/react-router'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { IntentProps } from '@/components/ui/on-intent'
import type { MoreBookmarksProps } from './more-bookmarks'
import { PageIcon } from '@/layouts/page-icons/page-icon'
import { loadMorePageIcons } from '@/layouts/page-icons/load-page-icons'

// the pages' icons come beside this list rather than after it (see load-page-icons.ts)
void loadMorePageIcons()

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
