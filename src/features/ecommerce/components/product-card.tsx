import { Link } from '@tanstack/react-router'
import Truck from 'lucide-react/icons/truck'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListedProduct } from '@contract/ecommerce'
import { Badge } from '@/components/ui/badge'
import { Rating } from '@/components/ui/rating'
import { usePriceFormat } from '@/lib/shop/format'
import { cn } from '@/lib/utils'
import type { ShopView } from '../shop-search'
import { CartButton, WishlistButton } from './product-actions'

/** One product in the shop: picture, rating, price, name (the link to its page), description and actions. */
export function ProductCard({ product, view }: { product: ListedProduct; view: ShopView }) {
  const { t } = useTranslation('ecommerce')
  const price = usePriceFormat()
  const nameId = useId()
  const list = view === 'list'
  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex overflow-hidden rounded-xl bg-card shadow-card',
        list ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className={cn('flex items-center justify-center bg-muted/40 p-4', list && 'sm:w-56 sm:shrink-0')}>
        {/* the name beside it says what it is; the picture's own description is on the product's page */}
        <img src={product.image} alt="" width={160} height={160} loading="lazy" className="size-40" />
      </div>
      <div className={cn('flex flex-1 flex-col gap-2 p-4', list && 'sm:border-s sm:border-border')}>
        <div className="flex items-center justify-between gap-2">
          <Rating readOnly size="sm" value={product.rating} />
          <span className="font-semibold">{price(product.price)}</span>
        </div>
        <h2 id={nameId} className="text-base font-semibold">
          <Link
            to="/apps/ecommerce/product-detail/$slug"
            params={{ slug: product.slug }}
            className="rounded-sm hover:text-primary-ink hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {product.name}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">{t('product.by', { brand: product.brand })}</p>
        <p dir="auto" className={cn('text-sm', !list && 'line-clamp-2')}>
          {product.description}
        </p>
        {product.hasFreeShipping && (
          <Badge color="success" className="w-fit gap-1">
            <Truck aria-hidden="true" className="size-3.5" />
            {t('product.freeShipping')}
          </Badge>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <WishlistButton product={product} withText className="flex-1" />
          <CartButton product={product} className="flex-1" />
        </div>
      </div>
    </article>
  )
}
