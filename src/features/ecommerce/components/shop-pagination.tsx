import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** Previous, the page numbers and next; the current page is marked for screen readers too. */
export function ShopPagination({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation('ecommerce')
  if (pages <= 1) return null
  return (
    <nav aria-label={t('shop.pagination')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('shop.previousPage')}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        </li>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Button
              variant={n === page ? 'primary' : 'ghost'}
              size="icon"
              aria-label={t('shop.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('shop.nextPage')}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        </li>
      </ul>
    </nav>
  )
}
