import { Link } from '@tanstack/react-router'
import X from 'lucide-react/icons/x'
import { useTranslation } from 'react-i18next'
import type { CartProduct } from '@contract/ecommerce'
import { priceCart } from '@contract/ecommerce-pricing'
import { Button } from '@/components/ui/button'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { toast } from '@/components/ui/toast'
import { useRemoveFromCart, useUpdateCartQty } from '@/lib/shop/cart'
import { usePriceFormat } from '@/lib/shop/format'

/**
 * The cart panel's lines (quantity stepper, remove) and total. They come with the panel (cart-panel.tsx), which
 * loads when the cart is about to open (hover, focus), so the steppers, the pricing and the mutations stay out of
 * every page's load.
 */
export function CartLines({ products, onNavigate }: { products: CartProduct[]; onNavigate: () => void }) {
  return (
    <>
      <ul className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto px-4">
        {products.map((product) => (
          <CartLine key={product.id} product={product} onNavigate={onNavigate} />
        ))}
      </ul>
      <CartTotal products={products} onCheckout={onNavigate} />
    </>
  )
}

function CartLine({ product, onNavigate }: { product: CartProduct; onNavigate: () => void }) {
  const { t } = useTranslation('cart')
  const price = usePriceFormat()
  const update = useUpdateCartQty()
  const remove = useRemoveFromCart()
  const failed = (error: Error) => toast.error(t('failed', { message: error.message }))
  return (
    <li className="flex items-center gap-3 py-3">
      <img src={product.image} alt="" width={48} height={48} className="size-12 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to="/apps/ecommerce/product-detail/$slug"
          params={{ slug: product.slug }}
          onClick={onNavigate}
          className="user-text truncate text-sm font-medium hover:text-primary-ink hover:underline"
        >
          {product.name}
        </Link>
        <QuantityStepper
          size="sm"
          value={product.qty}
          max={product.stock}
          label={t('quantityOf', { name: product.name })}
          decreaseLabel={t('decrease', { name: product.name })}
          increaseLabel={t('increase', { name: product.name })}
          onChange={(qty) => update.mutate({ productId: product.id, qty }, { onError: failed })}
        />
      </div>
      <div className="flex flex-col items-end gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('remove', { name: product.name })}
          onClick={() => remove.mutate(product.id, { onError: failed })}
        >
          <X aria-hidden="true" />
        </Button>
        <span className="text-sm font-semibold tabular-nums">{price(product.price * product.qty)}</span>
      </div>
    </li>
  )
}

function CartTotal({ products, onCheckout }: { products: CartProduct[]; onCheckout: () => void }) {
  const { t } = useTranslation('cart')
  const price = usePriceFormat()
  return (
    <div className="flex flex-col gap-3 border-t border-border px-4 py-3">
      <div className="flex justify-between font-semibold">
        <span>{t('total')}</span>
        <span className="tabular-nums">{price(priceCart(products).total)}</span>
      </div>
      <Button asChild className="w-full">
        <Link to="/apps/ecommerce/checkout" onClick={onCheckout}>
          {t('checkout')}
        </Link>
      </Button>
    </div>
  )
}
