import type { SearchPage } from '@contract/search'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { PageIcon } from './page-icon'

/** One bookmarked page in the navbar: an icon link named by its title, which the tooltip also shows. */
export function BookmarkLink({ page, title }: { page: SearchPage; title: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button asChild variant="ghost" size="icon">
          {/* the index may name routes the app has not built yet; the router's 404 page covers them */}
          <Link to={page.link as '/'} aria-label={title}>
            <PageIcon name={page.icon} />
          </Link>
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">{title}</TooltipContent>
    </Tooltip>
  )
}
