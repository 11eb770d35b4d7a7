import { Link } from '@tanstack/react-router'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '@contract/ecommerce'
import { RELATED_PRODUCTS } from '@contract/ecommerce.values'
import { Button } from '@/components/ui/button'
import { Rating } from '@/components/ui/rating'
import { usePriceFormat } from '@/lib/shop/format'
import { useProducts } from '../api/get-products'

/** A scrolling row of other products of the same category, with buttons that scroll it a card at a time. */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce')
  const price = usePriceFormat()
  const headingId = useId()
  const row = useRef<HTMLUListElement>(null)
  const related = useProducts({ category: product.category, perPage: String(RELATED_PRODUCTS + 1) })
  const others = (related.data?.products ?? []).filter((p) => p.id !== product.id).slice(0, RELATED_PRODUCTS)
  if (others.length === 0) return null
  const scroll = (direction: 1 | -1) => {
    const list = row.current
    if (!list) return
    const rtl = getComputedStyle(list).direction === 'rtl' ? -1 : 1
    list.scrollBy({ left: direction * rtl * 240, behavior: 'smooth' })
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl bg-card p-5 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('detail.related')}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('detail.relatedPrevious')}
            onClick={() => scroll(-1)}
          >
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('detail.relatedNext')} onClick={() => scroll(1)}>
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        </div>
      </div>
      <ul ref={row} className="flex snap-x gap-4 overflow-x-auto pb-2">
        {others.map((other) => (
          <li key={other.id} className="w-52 shrink-0 snap-start">
            <Link
              to="/apps/ecommerce/product-detail/$slug"
              params={{ slug: other.slug }}
              className="flex flex-col items-center gap-2 rounded-lg p-3 text-center hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
            >
              <img src={other.image} alt="" width={112} height={112} loading="lazy" className="size-28" />
              <span className="font-medium">{other.name}</span>
              <Rating readOnly size="sm" value={other.rating} />
              <span className="font-semibold text-primary-ink">{price(other.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
