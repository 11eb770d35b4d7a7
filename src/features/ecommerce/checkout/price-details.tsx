import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { couponPercentage, DEMO_COUPON, type PriceDetails } from '@contract/ecommerce-pricing'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Input } from '@/components/ui/input'
import { usePriceFormat } from '@/lib/shop/format'

/** Bag total, discounts, tax, delivery and the total, as `priceCart` (the server's own function) computes them. */
export function PriceDetailsList({ prices }: { prices: PriceDetails }) {
  const { t } = useTranslation('ecommerce')
  const price = usePriceFormat()
  const headingId = useId()
  const rows: [string, string][] = [
    [t('checkout.prices.subtotal'), price(prices.subtotal)],
    [t('checkout.prices.discount'), `−${price(prices.discount)}`],
    ...(prices.couponDiscount > 0
      ? [[t('checkout.prices.coupon'), `−${price(prices.couponDiscount)}`] as [string, string]]
      : []),
    [t('checkout.prices.tax'), price(prices.tax)],
    [
      t('checkout.prices.delivery'),
      prices.delivery === 0 ? t('checkout.prices.free') : price(prices.delivery),
    ],
  ]
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold">
        {t('checkout.prices.title')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-border pt-2 text-base font-semibold">
          <dt>{t('checkout.prices.total')}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {price(prices.total)}
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** The coupon box: one demo code works (its hint says which); an unknown code gets a message by the field. */
export function CouponField({
  applied,
  onApply,
}: {
  applied: string | undefined
  onApply: (code?: string) => void
}) {
  const { t } = useTranslation('ecommerce')
  const [text, setText] = useState(applied ?? '')
  const [error, setError] = useState<string>()
  const id = useId()
  if (applied)
    return (
      <div className="flex items-center justify-between gap-2 text-sm">
        <p role="status" className="text-success-ink">
          {t('checkout.coupon.applied', { code: applied })}
        </p>
        <Button variant="link" size="sm" onClick={() => onApply(undefined)}>
          {t('checkout.coupon.remove')}
        </Button>
      </div>
    )
  const apply = () => {
    if (!text.trim()) return setError(t('checkout.coupon.required'))
    if (couponPercentage(text) === undefined) return setError(t('checkout.coupon.unknown'))
    setError(undefined)
    onApply(text.trim().toUpperCase())
  }
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      <Label htmlFor={`${id}-code`}>{t('checkout.coupon.label')}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <Button type="submit" variant="outline">
          {t('checkout.coupon.apply')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-ink">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('checkout.coupon.hint', { code: DEMO_COUPON })}
      </p>
    </form>
  )
}
