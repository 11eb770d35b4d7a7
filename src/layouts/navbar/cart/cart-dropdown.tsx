import ShoppingCart from 'lucide-react/icons/shopping-cart'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { OnIntent } from '@/components/ui/on-intent'
import { lazyComponent } from '@/lib/lazy-component'
import { cartCount, useCart } from '@/lib/shop/cart'

// the panel's code (Radix's popover, the lines and the total) loads on the first hover, focus or press of the
// button (src/components/ui/on-intent.tsx)
const CartPanel = lazyComponent(() => import('./cart-panel'), 'CartPanel')

/**
 * The navbar's cart: a count badge on the button, and a panel with each line's quantity stepper and remove, the
 * total (the checkout's own pricing) and the way to the checkout (cart-lines.tsx, with the panel, loaded on intent). It
 * reads the same cached cart as the shop's pages, so a change in either shows in both. A popover rather than a menu: it holds steppers, not menu items.
 */
export function CartDropdown() {
  const { t } = useTranslation('cart')
  const count = cartCount(useCart().data?.products ?? [])
  return (
    <OnIntent
      control={CartPanel}
      popup="dialog"
      trigger={
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
      }
    />
  )
}
