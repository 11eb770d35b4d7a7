import type { SearchPage } from '@contract/search'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { PageIcon } from './page-icon'
import type { PageTitleFn } from './use-page-title'

/** The bookmarks that do not fit on the bar, as a menu of links. */
export function MoreBookmarks({ pages, titleOf }: { pages: SearchPage[]; titleOf: PageTitleFn }) {
  const { t } = useTranslation('search')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('bookmarks.more', { count: pages.length })}>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
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
