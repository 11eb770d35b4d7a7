import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductBrand, ProductCategory } from '@contract/ecommerce.values'
import { MAX_RATING } from '@contract/ecommerce.values'
import type { ProductsReply } from '@contract/ecommerce'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Rating } from '@/components/ui/rating'
import { hasFilters, NO_FILTERS, type ShopSearch } from '../shop-search'
import { PricePanel } from './price-panel'

export interface ShopFiltersProps {
  search: ShopSearch
  facets: ProductsReply['facets'] | undefined
  onChange: (patch: Partial<ShopSearch>) => void
}

/** The filter panel: price, category, brand (with counts), rating, free shipping and Clear all. */
export function ShopFilters({ search, facets, onChange }: ShopFiltersProps) {
  const { t } = useTranslation('ecommerce')
  // any filter change goes back to the first page
  const change = (patch: Partial<ShopSearch>) => onChange({ ...patch, page: 1 })
  return (
    <div className="flex flex-col gap-6 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{t('filters.title')}</h2>
        <Button variant="link" size="sm" disabled={!hasFilters(search)} onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clearAll')}
        </Button>
      </div>
      <PricePanel
        minPrice={search.minPrice}
        maxPrice={search.maxPrice}
        bounds={facets?.priceRange ?? { min: 0, max: 500 }}
        onChange={change}
      />
      <CategoryFilter
        value={search.category}
        counts={facets?.categories}
        onChange={(category) => change({ category })}
      />
      <BrandFilter value={search.brand} counts={facets?.brands} onChange={(brand) => change({ brand })} />
      <RatingFilter value={search.minRating} onChange={(minRating) => change({ minRating })} />
      <section className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold">{t('filters.shipping')}</h3>
        <div className="flex min-h-6 items-center gap-2">
          <Checkbox
            id="shop-free-shipping"
            checked={search.freeShipping}
            onCheckedChange={(checked) => change({ freeShipping: checked })}
          />
          <Label htmlFor="shop-free-shipping" className="cursor-pointer font-normal">
            {t('filters.freeShipping')}
          </Label>
        </div>
      </section>
    </div>
  )
}

function CategoryFilter({
  value,
  counts,
  onChange,
}: {
  value: ProductCategory | undefined
  counts: { value: ProductCategory; count: number }[] | undefined
  onChange: (category: ProductCategory | undefined) => void
}) {
  const { t } = useTranslation('ecommerce')
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {t('filters.category')}
      </h3>
      <RadioGroup
        aria-labelledby={id}
        value={value ?? 'all'}
        onValueChange={(next) => onChange(next === 'all' ? undefined : (next as ProductCategory))}
      >
        <div className="flex min-h-6 items-center gap-2">
          <RadioGroupItem value="all" id={`${id}-all`} />
          <Label htmlFor={`${id}-all`} className="cursor-pointer font-normal">
            {t('filters.allCategories')}
          </Label>
        </div>
        {(counts ?? []).map(({ value: category, count }) => (
          <div key={category} className="flex min-h-6 items-center gap-2">
            <RadioGroupItem value={category} id={`${id}-${category}`} />
            <Label
              htmlFor={`${id}-${category}`}
              className="flex-1 cursor-pointer justify-between font-normal"
            >
              <span>{t(`categories.${category}`)}</span>
              <span className="text-muted-foreground">{t('filters.count', { count })}</span>
            </Label>
          </div>
        ))}
      </RadioGroup>
    </section>
  )
}

function BrandFilter({
  value,
  counts,
  onChange,
}: {
  value: readonly (ProductBrand | undefined)[]
  counts: { value: ProductBrand; count: number }[] | undefined
  onChange: (brands: ProductBrand[]) => void
}) {
  const { t } = useTranslation('ecommerce')
  const id = useId()
  const chosen = value.filter((brand) => brand !== undefined)
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {t('filters.brand')}
      </h3>
      <ul aria-labelledby={id} className="flex flex-col gap-2.5">
        {(counts ?? []).map(({ value: brand, count }, index) => (
          <li key={brand} className="flex min-h-6 items-center gap-2">
            <Checkbox
              id={`${id}-${index}`}
              checked={chosen.includes(brand)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...chosen, brand] : chosen.filter((b) => b !== brand))
              }
            />
            <Label htmlFor={`${id}-${index}`} className="flex-1 cursor-pointer justify-between font-normal">
              <span>{brand}</span>
              <span className="text-muted-foreground">{t('filters.count', { count })}</span>
            </Label>
          </li>
        ))}
      </ul>
    </section>
  )
}

function RatingFilter({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (minRating: number | undefined) => void
}) {
  const { t } = useTranslation('ecommerce')
  const id = useId()
  const levels = Array.from({ length: MAX_RATING - 1 }, (_, i) => MAX_RATING - 1 - i)
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {t('filters.rating')}
      </h3>
      <RadioGroup
        aria-labelledby={id}
        value={value === undefined ? 'any' : String(value)}
        onValueChange={(next) => onChange(next === 'any' ? undefined : Number(next))}
      >
        {levels.map((level) => (
          <div key={level} className="flex min-h-6 items-center gap-2">
            <RadioGroupItem value={String(level)} id={`${id}-${level}`} />
            <Label htmlFor={`${id}-${level}`} className="cursor-pointer gap-2 font-normal">
              <Rating readOnly decorative size="sm" value={level} />
              <span>{t('filters.atLeast', { count: level })}</span>
            </Label>
          </div>
        ))}
        <div className="flex min-h-6 items-center gap-2">
          <RadioGroupItem value="any" id={`${id}-any`} />
          <Label htmlFor={`${id}-any`} className="cursor-pointer font-normal">
            {t('filters.anyRating')}
          </Label>
        </div>
      </RadioGroup>
    </section>
  )
}
