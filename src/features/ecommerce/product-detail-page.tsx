import { Link, Navigate } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import Award from 'lucide-react/icons/award'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Share2 from 'lucide-react/icons/share-2'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListedProduct, ProductColor } from '@contract/ecommerce'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard'
import { isApiError } from '@/lib/http/client'
import { usePriceFormat } from '@/lib/shop/format'
import { cn } from '@/lib/utils'
import { useProductBySlug } from './api/get-product'
import { useProducts } from './api/get-products'
import { ColorChoice } from './components/color-choice'
import { CartButton, WishlistButton } from './components/product-actions'
import { ProductGallery } from './components/product-gallery'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { Rating } from '@/components/ui/rating'
import { RelatedProducts } from './components/related-products'

/** One product: gallery, facts, colour, quantity, cart and wishlist, share, features and related products. */
export function ProductDetailPage({ slug }: { slug: string }) {
  const { t } = useTranslation('ecommerce')
  const product = useProductBySlug(slug)
  if (product.isError)
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-card p-6 shadow-card">
        <h1 className="text-lg font-semibold">{t('detail.title')}</h1>
        <p role="alert">
          {isApiError(product.error) && product.error.status === 404 ? t('detail.notFound') : t('shop.error')}
        </p>
        <Button asChild variant="soft">
          <Link to="/apps/ecommerce/shop">{t('detail.backToShop')}</Link>
        </Button>
      </div>
    )
  if (!product.data)
    return (
      <div role="status" aria-busy="true" aria-label={t('shop.loading')}>
        <Skeleton className="h-[32rem] rounded-xl" />
      </div>
    )
  return (
    <div className="flex flex-col gap-6">
      {/* a fresh form (colour, quantity) for each product */}
      <ProductFacts key={product.data.product.id} product={product.data.product} />
      <FeaturesStrip />
      <RelatedProducts product={product.data.product} />
    </div>
  )
}

/** The bare address opens the first product of the shop's own order. */
export function FirstProductRedirect() {
  const first = useProducts({ perPage: '1' })
  const slug = first.data?.products[0]?.slug
  if (!slug) return <Skeleton className="h-[32rem] rounded-xl" aria-busy="true" />
  return <Navigate to="/apps/ecommerce/product-detail/$slug" params={{ slug }} replace />
}

function ProductFacts({ product }: { product: ListedProduct }) {
  const { t } = useTranslation('ecommerce')
  const price = usePriceFormat()
  const [color, setColor] = useState<ProductColor>(product.colorOptions[0])
  const [qty, setQty] = useState(1)
  const copy = useCopyToClipboard({ success: t('detail.copied'), failure: t('detail.copyFailed') })
  const share = () => copy(window.location.href)
  return (
    <article className="grid gap-8 rounded-xl bg-card p-6 shadow-card md:grid-cols-[2fr_3fr]">
      <ProductGallery key={color} name={product.name} images={product.images} color={color} />
      <div className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{product.name}</h1>
          <p className="text-muted-foreground">{t('product.by', { brand: product.brand })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <span className="text-2xl font-semibold text-primary-ink">{price(product.price)}</span>
          <Rating readOnly size="sm" value={product.rating} />
        </div>
        <p>
          <span className="font-medium">{t('detail.availability')}: </span>
          <span className={cn(product.stock === 0 ? 'text-danger-ink' : 'text-success-ink')}>
            {product.stock === 0
              ? t('product.outOfStock')
              : product.stock <= 5
                ? t('product.fewLeft', { count: product.stock })
                : t('product.inStock')}
          </span>
        </p>
        <p className="user-text">{product.description}</p>
        <div className="flex flex-wrap gap-2">
          {product.hasFreeShipping && <Badge color="success">{t('product.freeShipping')}</Badge>}
          <Badge color="info">{t('detail.offers', { count: product.offers })}</Badge>
        </div>
        <ColorChoice colors={product.colorOptions} value={color} onChange={setColor} />
        {!product.isInCart && product.stock > 0 && (
          <div className="flex flex-col gap-2">
            <span id="detail-qty" className="text-sm font-medium">
              {t('detail.quantity')}
            </span>
            <QuantityStepper
              value={qty}
              max={product.stock}
              label={t('detail.quantity')}
              decreaseLabel={t('detail.decrease')}
              increaseLabel={t('detail.increase')}
              onChange={setQty}
            />
          </div>
        )}
        <div className="flex flex-wrap gap-3 border-t border-border pt-4">
          <CartButton product={product} qty={qty} />
          <WishlistButton product={product} withText />
          <Button variant="outline" color="neutral" onClick={() => void share()}>
            <Share2 aria-hidden="true" />
            {t('detail.share')}
          </Button>
        </div>
      </div>
    </article>
  )
}

const FEATURES: [LucideIcon, 'original' | 'returns' | 'warranty'][] = [
  [Award, 'original'],
  [RotateCcw, 'returns'],
  [ShieldCheck, 'warranty'],
]

function FeaturesStrip() {
  const { t } = useTranslation('ecommerce')
  return (
    <section aria-label={t('detail.features.label')} className="rounded-xl bg-card p-6 shadow-card">
      <ul className="grid gap-6 text-center sm:grid-cols-3">
        {FEATURES.map(([Icon, key]) => (
          <li key={key} className="flex flex-col items-center gap-2">
            <Icon aria-hidden="true" className="size-8 text-primary-ink" />
            <h2 className="font-semibold">{t(`detail.features.${key}`)}</h2>
            <p className="text-sm text-muted-foreground">{t(`detail.features.${key}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
