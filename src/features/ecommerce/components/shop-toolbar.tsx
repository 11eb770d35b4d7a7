import LayoutGrid from 'lucide-react/icons/layout-grid'
import List from 'lucide-react/icons/list'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { useTranslation } from 'react-i18next'
import { PRODUCT_SORTS, type ProductSort } from '@contract/ecommerce.values'
import { Button } from '@/components/ui/button'
import { DebouncedSearchInput } from '@/components/ui/search-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { SHOP_VIEWS, type ShopSearch, type ShopView } from '../shop-search'

interface ShopToolbarProps {
  search: ShopSearch
  total: number | undefined
  /** Given on narrow screens, where the filters are a drawer. */
  onOpenFilters?: () => void
  onChange: (patch: Partial<ShopSearch>, options?: { replace?: boolean }) => void
}

const VIEW_ICONS: Record<ShopView, typeof List> = { grid: LayoutGrid, list: List }

/** "N results", the filters button on phones, sort, grid or list, and the search box. */
export function ShopToolbar({ search, total, onOpenFilters, onChange }: ShopToolbarProps) {
  const { t } = useTranslation('ecommerce')
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {onOpenFilters && (
          <Button variant="outline" color="neutral" onClick={onOpenFilters}>
            <SlidersHorizontal aria-hidden="true" />
            {t('shop.openFilters')}
          </Button>
        )}
        <p className="me-auto font-semibold" role="status">
          {total === undefined ? t('shop.loading') : t('shop.results', { count: total })}
        </p>
        <div className="flex items-center gap-2">
          <span id="shop-sort-label" className="text-sm text-muted-foreground">
            {t('shop.sortLabel')}
          </span>
          <Select
            value={search.sortBy}
            onValueChange={(sortBy) => onChange({ sortBy: sortBy as ProductSort, page: 1 })}
          >
            <SelectTrigger aria-labelledby="shop-sort-label" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRODUCT_SORTS.map((sort) => (
                <SelectItem key={sort} value={sort}>
                  {t(`shop.sorts.${sort}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div role="group" aria-label={t('shop.viewLabel')} className="flex gap-1">
          {SHOP_VIEWS.map((view) => {
            const Icon = VIEW_ICONS[view]
            return (
              <Button
                key={view}
                variant={search.view === view ? 'soft' : 'ghost'}
                size="icon"
                aria-pressed={search.view === view}
                aria-label={t(`shop.views.${view}`)}
                title={t(`shop.views.${view}`)}
                onClick={() => onChange({ view })}
              >
                <Icon aria-hidden="true" />
              </Button>
            )
          })}
        </div>
      </div>
      <DebouncedSearchInput
        value={search.q}
        onCommit={(q) => onChange({ q, page: 1 }, { replace: true })}
        aria-label={t('shop.searchLabel')}
        placeholder={t('shop.searchPlaceholder')}
      />
    </div>
  )
}
