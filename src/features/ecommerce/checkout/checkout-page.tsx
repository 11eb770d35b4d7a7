import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { priceCart } from '@contract/ecommerce-pricing'
import type { AddressFields, Order } from '@contract/ecommerce'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useCart } from '@/lib/shop/cart'
import { AddressStep } from './address-step'
import { CartLines } from './cart-step'
import { OrderPlaced } from './order-placed'
import { PaymentStep } from './payment-step'
import { CouponField, PriceDetailsList } from './price-details'
import { StepIndicator } from './step-indicator'
import { CHECKOUT_STEPS, type CheckoutStep } from './steps'

/**
 * Three steps, cart → address → payment, then the confirmation. The price details are worked out here with the
 * same `priceCart` the checkout call uses on the stored cart, so what the page shows is what the order costs.
 */
export function CheckoutPage() {
  const { t } = useTranslation('ecommerce')
  const cart = useCart()
  const [step, setStep] = useState<CheckoutStep>('cart')
  const [address, setAddress] = useState<AddressFields>()
  const [coupon, setCoupon] = useState<string>()
  const [placed, setPlaced] = useState<Order>()
  const main = useRef<HTMLDivElement>(null)
  const products = cart.data?.products
  // a step change moves focus to the new step's region (once it is drawn), so keyboard and screen-reader users
  // land on it
  const go = (next: CheckoutStep) => {
    setStep(next)
    requestAnimationFrame(() => main.current?.focus())
  }

  if (placed)
    return (
      <div className="flex flex-col gap-5">
        <h1 className="text-xl font-semibold">{t('checkout.title')}</h1>
        <OrderPlaced order={placed} />
      </div>
    )

  const empty = products?.length === 0
  const reachable: CheckoutStep = empty ? 'cart' : address ? 'payment' : 'address'
  const prices = priceCart(products ?? [], coupon)

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-xl font-semibold">{t('checkout.title')}</h1>
      <StepIndicator current={step} reachable={reachable} onGo={go} />
      <div
        ref={main}
        tabIndex={-1}
        aria-label={t(`checkout.steps.${step}`)}
        role="region"
        className="outline-none"
      >
        {!products ? (
          <Skeleton aria-busy="true" aria-label={t('shop.loading')} className="h-80 rounded-xl" />
        ) : step === 'address' && !empty ? (
          <AddressStep
            initial={address}
            onBack={() => go('cart')}
            onDone={(value) => {
              setAddress(value)
              go('payment')
            }}
          />
        ) : step === 'payment' && address && !empty ? (
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <PaymentStep
              address={address}
              coupon={coupon}
              onBack={() => go('address')}
              onPlaced={setPlaced}
            />
            <aside className="self-start rounded-xl bg-card p-5 shadow-card">
              <PriceDetailsList prices={prices} />
            </aside>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <CartLines products={products} />
            {!empty && (
              <aside className="flex flex-col gap-5 self-start rounded-xl bg-card p-5 shadow-card">
                <CouponField applied={coupon} onApply={setCoupon} />
                <PriceDetailsList prices={prices} />
                <Button onClick={() => go(CHECKOUT_STEPS[1])}>{t('checkout.cart.placeOrder')}</Button>
              </aside>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
