import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { IntentProps } from '@/components/ui/on-intent'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { cartCount, useCart } from '@/lib/shop/cart'
import { CartLines } from './cart-lines'

/** The cart's panel around the navbar's cart button (cart-dropdown.tsx draws the button until this loads). */
export function CartPanel({ trigger, defaultOpen }: IntentProps) {
  const { t } = useTranslation('cart')
  const cart = useCart()
  const [open, setOpen] = useState(defaultOpen)
  const products = cart.data?.products ?? []
  const count = cartCount(products)
  const titleId = useId()
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      {/* Radix's popover is a dialog: its heading names it */}
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        className="flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-3 p-0"
      >
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id={titleId} className="font-semibold">
            {t('title')}
          </h2>
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
          <CartLines products={products} onNavigate={() => setOpen(false)} />
        )}
      </PopoverContent>
    </Popover>
  )
}
