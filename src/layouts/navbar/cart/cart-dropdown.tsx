import { Link } from '@tanstack/react-router'
import { ShoppingCart, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartProduct } from '@contract/ecommerce'
import { priceCart } from '@contract/ecommerce-pricing'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { toast } from '@/components/ui/toaster'
import { cartCount, useCart, useRemoveFromCart, useUpdateCartQty } from '@/lib/shop/cart'
import { usePriceFormat } from '@/lib/shop/format'

/**
 * The navbar's cart: a count badge on the button, and a panel with each line's quantity stepper and remove, the
 * total (the checkout's own pricing) and the way to the checkout. It reads the same cached cart as the shop's
 * pages, so a change in either shows in both. A popover rather than a menu: it holds steppers, not menu items.
 */
export function CartDropdown() {
  const { t } = useTranslation('cart')
  const cart = useCart()
  const [open, setOpen] = useState(false)
  const products = cart.data?.products ?? []
  const count = cartCount(products)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('button', { count })}>
          <ShoppingCart aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute -end-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] font-semibold text-white"
            >
              {count}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-3 p-0">
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 className="font-semibold">{t('title')}</h2>
          <span className="text-sm text-muted-foreground">{t('count', { count })}</span>
        </div>
        {!cart.data ? (
          <p className="px-4 pb-4 text-sm text-muted-foreground">{t('loading')}</p>
        ) : products.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-4 pb-4">
            <p>{t('empty')}</p>
            <Button asChild variant="soft" onClick={() => setOpen(false)}>
              <Link to="/apps/ecommerce/shop">{t('shop')}</Link>
            </Button>
          </div>
        ) : (
          <>
            <ul className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto px-4">
              {products.map((product) => (
                <CartLine key={product.id} product={product} onNavigate={() => setOpen(false)} />
              ))}
            </ul>
            <CartTotal products={products} onCheckout={() => setOpen(false)} />
          </>
        )}
      </PopoverContent>
    </Popover>
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
          className="truncate text-sm font-medium hover:text-primary-ink hover:underline"
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
