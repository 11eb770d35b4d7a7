import { Link } from '@tanstack/react-router'
import Heart from 'lucide-react/icons/heart'
import X from 'lucide-react/icons/x'
import { useTranslation } from 'react-i18next'
import type { CartProduct } from '@contract/ecommerce'
import { Badge } from '@/components/ui/badge'
import { LazyEmptyArt } from '@/components/illustrations/lazy-empty-art'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useRemoveFromCart, useUpdateCartQty } from '@/lib/shop/cart'
import { useDayFormat, usePriceFormat } from '@/lib/shop/format'
import { useToggleWishlist } from '../api/wishlist'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { Rating } from '@/components/ui/rating'

/** The cart's lines: picture, name, rating, delivery date, discount, quantity, remove and move to wishlist. */
export function CartLines({ products }: { products: CartProduct[] }) {
  const { t } = useTranslation('ecommerce')
  if (products.length === 0)
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl bg-card p-10 text-center shadow-card">
        <LazyEmptyArt kind="cart" />
        <p>{t('checkout.cart.empty')}</p>
        <Button asChild>
          <Link to="/apps/ecommerce/shop">{t('checkout.cart.goShopping')}</Link>
        </Button>
      </div>
    )
  return (
    <ul className="flex flex-col gap-4">
      {products.map((product) => (
        <li key={product.id}>
          <CartLine product={product} />
        </li>
      ))}
    </ul>
  )
}

function CartLine({ product }: { product: CartProduct }) {
  const { t } = useTranslation('ecommerce')
  const price = usePriceFormat()
  const day = useDayFormat()
  const update = useUpdateCartQty()
  const remove = useRemoveFromCart()
  const wish = useToggleWishlist()
  const failed = (error: Error) => toast.error(t('product.failed', { message: error.message }))
  const moveToWishlist = () =>
    wish.mutate(
      { productId: product.id, add: true },
      { onSuccess: () => remove.mutate(product.id, { onError: failed }), onError: failed },
    )
  return (
    <article className="flex flex-col gap-4 rounded-xl bg-card p-4 shadow-card sm:flex-row">
      <img src={product.image} alt="" width={112} height={112} className="size-28 self-center" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="font-semibold">
          <Link
            to="/apps/ecommerce/product-detail/$slug"
            params={{ slug: product.slug }}
            className="rounded-sm hover:text-primary-ink hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{t('product.by', { brand: product.brand })}</p>
        <Rating readOnly size="sm" value={product.rating} />
        <p className="text-sm text-success-ink">
          {t('checkout.cart.deliveryBy', { date: day(product.shippingDate) })}
        </p>
        <QuantityStepper
          size="sm"
          className="mt-1"
          value={product.qty}
          max={product.stock}
          label={t('checkout.cart.quantityOf', { name: product.name })}
          decreaseLabel={t('detail.decrease')}
          increaseLabel={t('detail.increase')}
          onChange={(qty) => update.mutate({ productId: product.id, qty }, { onError: failed })}
        />
      </div>
      <div className="flex flex-col gap-2 sm:w-44 sm:items-end">
        <span className="text-lg font-semibold tabular-nums">{price(product.price * product.qty)}</span>
        <Badge color="success">{t('checkout.cart.discount', { percent: product.discountPercentage })}</Badge>
        {product.hasFreeShipping && <Badge color="info">{t('product.freeShipping')}</Badge>}
        <div className="mt-auto flex gap-2 sm:flex-col sm:items-stretch">
          <Button
            variant="outline"
            color="neutral"
            size="sm"
            aria-label={t('checkout.cart.removeNamed', { name: product.name })}
            loading={remove.isPending}
            onClick={() => remove.mutate(product.id, { onError: failed })}
          >
            <X aria-hidden="true" />
            {t('checkout.cart.remove')}
          </Button>
          {!product.isInWishlist && (
            <Button
              variant="soft"
              size="sm"
              aria-label={t('checkout.cart.moveToWishlistNamed', { name: product.name })}
              loading={wish.isPending}
              onClick={moveToWishlist}
            >
              <Heart aria-hidden="true" />
              {t('checkout.cart.moveToWishlist')}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
