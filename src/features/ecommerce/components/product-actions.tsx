import { Link } from '@tanstack/react-router'
import Heart from 'lucide-react/icons/heart'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import { useTranslation } from 'react-i18next'
import type { ListedProduct } from '@contract/ecommerce'
import { Button, type ButtonProps } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useAddToCart } from '@/lib/shop/cart'
import { cn } from '@/lib/utils'
import { useToggleWishlist } from '../api/wishlist'

type ProductFlags = Pick<ListedProduct, 'id' | 'name' | 'isInWishlist'>

/** The heart: a toggle button that says which product it adds or removes. */
export function WishlistButton({
  product,
  withText,
  className,
}: {
  product: ProductFlags
  withText?: boolean
  className?: string
}) {
  const { t } = useTranslation('ecommerce')
  const toggle = useToggleWishlist()
  const on = product.isInWishlist
  const label = t(on ? 'product.removeFromWishlist' : 'product.addToWishlist', { name: product.name })
  return (
    <Button
      variant={withText ? 'outline' : 'ghost'}
      color={on ? 'danger' : 'neutral'}
      size={withText ? 'md' : 'icon'}
      aria-pressed={on}
      aria-label={withText ? undefined : label}
      title={label}
      loading={toggle.isPending}
      className={className}
      onClick={() =>
        toggle.mutate(
          { productId: product.id, add: !on },
          { onError: (error) => toast.error(t('product.failed', { message: error.message })) },
        )
      }
    >
      <Heart aria-hidden="true" className={cn(on && 'fill-danger text-danger-ink')} />
      {withText && (
        <>
          {t('product.wishlist')}
          {/* nine cards each have one: the name says whose, the pressed state whether it is in */}{' '}
          <bdi className="sr-only">{product.name}</bdi>
        </>
      )}
    </Button>
  )
}

/** Add to cart, or, once it is there, a link to the checkout's cart. */
export function CartButton({
  product,
  qty,
  className,
  size,
}: {
  product: Pick<ListedProduct, 'id' | 'name' | 'isInCart' | 'stock'>
  qty?: number
  className?: string
  size?: ButtonProps['size']
}) {
  const { t } = useTranslation('ecommerce')
  const add = useAddToCart()
  if (product.isInCart)
    return (
      <Button asChild variant="soft" size={size} className={className}>
        <Link to="/apps/ecommerce/checkout">
          <ShoppingCart aria-hidden="true" />
          {t('product.viewInCart')}
        </Link>
      </Button>
    )
  if (product.stock === 0)
    return (
      <Button disabled variant="soft" color="secondary" size={size} className={className}>
        {t('product.outOfStock')}
      </Button>
    )
  return (
    <Button
      size={size}
      className={className}
      loading={add.isPending}
      aria-label={t('product.addToCartNamed', { name: product.name })}
      onClick={() =>
        add.mutate(
          { productId: product.id, qty },
          {
            onSuccess: () => toast.success(t('product.added', { name: product.name })),
            onError: (error) => toast.error(t('product.failed', { message: error.message })),
          },
        )
      }
    >
      <ShoppingCart aria-hidden="true" />
      {t('product.addToCart')}
    </Button>
  )
}
