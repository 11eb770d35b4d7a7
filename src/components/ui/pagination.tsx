import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { cn } from '@/lib/utils'
import { Button } from './button'

export type PageItem = number | 'gap-start' | 'gap-end'

/**
 * The page numbers to draw: always the first and last, `siblings` on each side of the current one, and a gap
 * where pages are left out. 1-based. Never more than 2 * siblings + 5 items, so the bar keeps its width.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(1, pageCount)
  const current = Math.min(Math.max(1, page), count)
  const slots = 2 * siblings + 5
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1)
  const start = Math.max(2, Math.min(current - siblings, count - siblings * 2 - 2))
  const end = Math.min(count - 1, Math.max(current + siblings, siblings * 2 + 3))
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i)
  return [
    1,
    ...(start > 2 ? ['gap-start' as const] : []),
    ...middle,
    ...(end < count - 1 ? ['gap-end' as const] : []),
    count,
  ]
}

export interface PaginationLabels {
  /** The landmark, e.g. "Pagination". */
  nav: string
  previous: string
  next: string
  /** "Page 3". */
  page: (page: number) => string
}

export interface PaginationProps {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  labels: PaginationLabels
  siblings?: number
  size?: 'sm' | 'md'
  className?: string
}

/**
 * Numbered pages with previous and next: a nav landmark, the current page marked with aria-current, chevrons
 * that point the reading way. The data table's own bar (first / previous / "page x of y" / next / last) is for
 * rows; this one is for pages a person picks by number.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  labels,
  siblings = 1,
  size = 'md',
  className,
}: PaginationProps) {
  const buttonSize = size === 'sm' ? 'icon-sm' : 'icon'
  return (
    <nav aria-label={labels.nav} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size={buttonSize}
            aria-label={labels.previous}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden className="rtl-flip" />
          </Button>
        </li>
        {pageItems(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size={buttonSize}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                className={cn('tabular-nums', size === 'sm' && 'text-sm')}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size={buttonSize}
            aria-label={labels.next}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden className="rtl-flip" />
          </Button>
        </li>
      </ul>
    </nav>
  )
}
