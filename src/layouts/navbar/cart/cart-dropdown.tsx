import { Link } from '@tanstack/react-router'
import { ShoppingCart } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { lazyComponent } from '@/lib/lazy-component'
import { cartCount, useCart } from '@/lib/shop/cart'

// the lines and the total load when the cart is about to open (see cart-lines.tsx)
const CartLines = lazyComponent(() => import('./cart-lines'), 'CartLines')
const preloadLines = () => void CartLines.preload()

/**
 * The navbar's cart: a count badge on the button, and a panel with each line's quantity stepper and remove, the
 * total (the checkout's own pricing) and the way to the checkout (cart-lines.tsx, loaded on first open). It
 * reads the same cached cart as the shop's pages, so a change in either shows in both. A popover rather than a menu: it holds steppers, not menu items.
 */
export function CartDropdown() {
  const { t } = useTranslation('cart')
  const cart = useCart()
  const [open, setOpen] = useState(false)
  const products = cart.data?.products ?? []
  const count = cartCount(products)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild onPointerEnter={preloadLines} onFocus={preloadLines}>
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
          <Suspense fallback={<p className="px-4 pb-4 text-sm text-muted-foreground">{t('loading')}</p>}>
            <CartLines products={products} onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </PopoverContent>
    </Popover>
  )
}
