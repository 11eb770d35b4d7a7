import type { SearchPage } from '@contract/search'
import Star from 'lucide-react/icons/star'
import { useTranslation } from 'react-i18next'
import { CommandItem } from '@/components/ui/command'
import { cn } from '@/lib/utils'
import { PageIcon } from '@/layouts/page-icons/page-icon'
import { pageValue } from './filter-results'

interface PageResultProps {
  page: SearchPage
  title: string
  onOpen: (page: SearchPage) => void
  onToggleBookmark: (page: SearchPage) => void
}

/**
 * One page in the palette. The star is a pointer shortcut only: an option may not hold a focusable control
 * (axe nested-interactive), so keyboard users toggle the selected page with Ctrl/⌘+B (named in the footer), and
 * the option's name (its label) says whether the page is bookmarked.
 */
export function PageResult({ page, title, onOpen, onToggleBookmark }: PageResultProps) {
  const { t } = useTranslation('search')
  return (
    <CommandItem
      value={pageValue(page)}
      onSelect={() => onOpen(page)}
      aria-label={page.isBookmarked ? `${title}, ${t('bookmarked')}` : title}
      className="group/page"
    >
      <PageIcon name={page.icon} />
      <span className="min-w-0 flex-1 truncate">{title}</span>
      <span
        aria-hidden="true"
        data-testid="page-star"
        title={t(page.isBookmarked ? 'unstar' : 'star')}
        // pointer events are off for svgs inside items, so the span itself takes the click
        onPointerDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.stopPropagation()
          onToggleBookmark(page)
        }}
        className={cn(
          'ms-auto -me-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-card/70',
          page.isBookmarked
            ? 'text-warning-ink'
            : 'text-muted-foreground opacity-60 group-data-[selected=true]/page:opacity-100',
        )}
      >
        <Star className={cn('size-4', page.isBookmarked && 'fill-current')} />
      </span>
    </CommandItem>
  )
}
