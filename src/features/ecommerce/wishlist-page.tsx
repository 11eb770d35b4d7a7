import { Link } from '@tanstack/react-router'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import X from 'lucide-react/icons/x'
import { useTranslation } from 'react-i18next'
import type { ListedProduct } from '@contract/ecommerce'
import { LazyEmptyArt } from '@/components/illustrations/lazy-empty-art'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { Rating } from '@/components/ui/rating'
import { useAddToCart } from '@/lib/shop/cart'
import { usePriceFormat } from '@/lib/shop/format'
import { useToggleWishlist, useWishlist } from './api/wishlist'

/** Placeholder cards while the list loads: a row of the widest grid, the length of the seeded list. */
const PLACEHOLDERS = ['a', 'b', 'c', 'd'] as const

/** The account's wish list: cards with remove and move to cart, or an empty state that leads to the shop. */
export function WishlistPage() {
  const { t } = useTranslation('ecommerce')
  const wishlist = useWishlist()
  const products = wishlist.data?.products
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-xl font-semibold">{t('wishlist.title')}</h1>
        {products && (
          <p className="text-muted-foreground">{t('wishlist.count', { count: products.length })}</p>
        )}
      </div>
      {wishlist.isError ? (
        <p role="alert">{t('shop.error')}</p>
      ) : !products ? (
        // Shaped like the list it stands for (the grid, cards of a card's height), so the cards arrive without
        // pushing the footer: one 20rem block under a phone's four stacked cards shifted the page by 0.095.
        <div
          role="status"
          aria-busy="true"
          aria-label={t('shop.loading')}
          className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4"
        >
          {PLACEHOLDERS.map((key) => (
            <Skeleton key={key} className="h-[22.75rem] rounded-xl" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl bg-card p-10 text-center shadow-card">
          <LazyEmptyArt kind="wishlist" />
          <p>{t('wishlist.empty')}</p>
          <Button asChild>
            <Link to="/apps/ecommerce/shop">{t('wishlist.goShopping')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className="flex">
              <WishlistCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function WishlistCard({ product }: { product: ListedProduct }) {
  const { t } = useTranslation('ecommerce')
  const price = usePriceFormat()
  const toggle = useToggleWishlist()
  const add = useAddToCart()
  const failed = (error: Error) => toast.error(t('product.failed', { message: error.message }))
  const remove = () => toggle.mutate({ productId: product.id, add: false }, { onError: failed })
  // awaited promises, not mutate()'s per-call callbacks: the card leaves the list (and unmounts) as soon as the
  // wish list changes, and React Query drops the callbacks of an unmounted caller, so the toast was sometimes lost
  const moveToCart = async () => {
    try {
      await add.mutateAsync({ productId: product.id })
      await toggle.mutateAsync({ productId: product.id, add: false })
      toast.success(t('wishlist.moved', { name: product.name }))
    } catch (error) {
      failed(error instanceof Error ? error : new Error(String(error)))
    }
  }
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl bg-card shadow-card">
      <div className="relative flex items-center justify-center bg-muted/40 p-4">
        <img src={product.image} alt="" width={144} height={144} loading="lazy" className="size-36" />
        <Button
          variant="ghost"
          size="icon-sm"
          className="absolute end-2 top-2"
          aria-label={t('wishlist.removeNamed', { name: product.name })}
          loading={toggle.isPending && !add.isPending}
          onClick={() => remove()}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold">
          <Link
            to="/apps/ecommerce/product-detail/$slug"
            params={{ slug: product.slug }}
            className="rounded-sm hover:text-primary-ink hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {product.name}
          </Link>
        </h2>
        <div className="flex items-center justify-between gap-2">
          <Rating readOnly size="sm" value={product.rating} />
          <span className="font-semibold">{price(product.price)}</span>
        </div>
        <p dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
          {product.description}
        </p>
        <div className="mt-auto pt-2">
          {product.isInCart ? (
            <Button asChild variant="soft" className="w-full">
              <Link to="/apps/ecommerce/checkout">
                <ShoppingCart aria-hidden="true" />
                {t('product.viewInCart')}
              </Link>
            </Button>
          ) : (
            <Button
              className="w-full"
              disabled={product.stock === 0}
              loading={add.isPending}
              aria-label={
                product.stock === 0 ? undefined : t('wishlist.moveToCartNamed', { name: product.name })
              }
              onClick={moveToCart}
            >
              <ShoppingCart aria-hidden="true" />
              {product.stock === 0 ? t('product.outOfStock') : t('wishlist.moveToCart')}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
