import type { LucideIcon } from 'lucide-react'
import Check from 'lucide-react/icons/check'
import CreditCard from 'lucide-react/icons/credit-card'
import MapPin from 'lucide-react/icons/map-pin'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { CHECKOUT_STEPS, type CheckoutStep } from './steps'

const ICONS: Record<CheckoutStep, LucideIcon> = { cart: ShoppingCart, address: MapPin, payment: CreditCard }

/**
 * The wizard's steps as buttons in a list: Tab reaches each one the user may go back to (or on to, once the step
 * before is done); the current one is marked `aria-current="step"`.
 */
export function StepIndicator({
  current,
  reachable,
  onGo,
}: {
  current: CheckoutStep
  /** The furthest step the user may open. */
  reachable: CheckoutStep
  onGo: (step: CheckoutStep) => void
}) {
  const { t } = useTranslation('ecommerce')
  const currentIndex = CHECKOUT_STEPS.indexOf(current)
  const reachableIndex = CHECKOUT_STEPS.indexOf(reachable)
  return (
    <nav aria-label={t('checkout.steps.label')} className="rounded-xl bg-card p-4 shadow-card">
      <ol className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        {CHECKOUT_STEPS.map((step, index) => {
          const Icon = index < currentIndex ? Check : ICONS[step]
          const isCurrent = step === current
          return (
            <li key={step} className="flex items-center gap-3">
              <button
                type="button"
                disabled={index > reachableIndex}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onGo(step)}
                className="flex items-center gap-3 rounded-lg p-1 text-start focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span
                  className={cn(
                    'flex size-10 items-center justify-center rounded-lg',
                    isCurrent || index < currentIndex
                      ? 'bg-primary text-white'
                      : 'bg-primary-light text-primary-ink',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold">
                    {t(`checkout.steps.${step}`)}
                    {index < currentIndex && <span className="sr-only"> ({t('checkout.steps.done')})</span>}
                  </span>
                  <span className="text-sm text-muted-foreground">{t(`checkout.steps.${step}Text`)}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
