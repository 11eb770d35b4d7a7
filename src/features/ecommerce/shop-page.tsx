import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { useUrlState } from '@/lib/url-state'
import { useMediaQuery } from '@/lib/use-media-query'
import { cn } from '@/lib/utils'
import { useProducts } from './api/get-products'
import { ProductCard } from './components/product-card'
import { ShopFilters } from './components/shop-filters'
import { ShopPagination } from './components/shop-pagination'
import { ShopToolbar } from './components/shop-toolbar'
import { pageCount, shopFields, toProductsQuery, type ShopSearch } from './shop-search'

/** The catalogue: filters beside (or, on phones, in a drawer), the results as a grid or a list, pages. */
export function ShopPage() {
  const { t } = useTranslation('ecommerce')
  const [search, setSearch] = useUrlState(shopFields)
  const products = useProducts(toProductsQuery(search))
  const wide = useMediaQuery('(min-width: 1024px)')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const data = products.data
  const change = (patch: Partial<ShopSearch>, options?: { replace?: boolean }) => setSearch(patch, options)

  const filters = <ShopFilters search={search} facets={data?.facets} onChange={(patch) => change(patch)} />

  return (
    <div className="flex gap-6">
      <h1 className="sr-only">{t('shop.title')}</h1>
      {wide ? (
        <aside
          aria-label={t('filters.title')}
          className="w-64 shrink-0 self-start rounded-xl bg-card shadow-card"
        >
          {filters}
        </aside>
      ) : (
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent
            side="start"
            closeLabel={t('shop.closeFilters')}
            className="w-80 gap-0 overflow-y-auto"
          >
            <SheetHeader className="pb-0">
              <SheetTitle className="sr-only">{t('filters.title')}</SheetTitle>
              <SheetDescription className="sr-only">{t('shop.filtersDescription')}</SheetDescription>
            </SheetHeader>
            {filters}
          </SheetContent>
        </Sheet>
      )}
      <section aria-label={t('shop.title')} className="flex min-w-0 flex-1 flex-col gap-5">
        <ShopToolbar
          search={search}
          total={data?.total}
          onOpenFilters={wide ? undefined : () => setDrawerOpen(true)}
          onChange={change}
        />
        {products.isError && !data ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-card p-6 shadow-card">
            <p>{t('shop.error')}</p>
            <Button onClick={() => void products.refetch()}>{t('shop.retry')}</Button>
          </div>
        ) : !data ? (
          // its own key: otherwise React reuses these <li>s (keys 0–5) for the products with ids 1–5, and the
          // browser counts each as a card that jumped (a layout shift of 0.7 on a phone)
          <ul
            key="loading"
            aria-busy="true"
            aria-label={t('shop.loading')}
            className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
          >
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-96 rounded-xl" />
              </li>
            ))}
          </ul>
        ) : data.products.length === 0 ? (
          <p className="rounded-xl bg-card p-6 text-center shadow-card">{t('shop.empty')}</p>
        ) : (
          <ul
            key="results"
            aria-label={t('shop.title')}
            // the previous results stay while the next load: dimmed, and announced as busy
            aria-busy={products.isPlaceholderData || undefined}
            className={cn(
              'grid gap-5 transition-opacity',
              search.view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1',
              products.isPlaceholderData && 'opacity-60',
            )}
          >
            {data.products.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} view={search.view} />
              </li>
            ))}
          </ul>
        )}
        {data && (
          <ShopPagination
            page={search.page}
            pages={pageCount(data.total)}
            onPage={(page) => {
              change({ page })
              window.scrollTo({ top: 0 })
            }}
          />
        )}
      </section>
    </div>
  )
}
