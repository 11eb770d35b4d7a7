import { Link } from '@tanstack/react-router'
import CircleCheck from 'lucide-react/icons/circle-check'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '@contract/ecommerce'
import { Button } from '@/components/ui/button'
import { usePriceFormat } from '@/lib/shop/format'

/** The confirmation: the order number, what was ordered, the total, and links on. Focus moves to its heading. */
export function OrderPlaced({ order }: { order: Order }) {
  const { t } = useTranslation('ecommerce')
  const price = usePriceFormat()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="order-placed-title"
      className="flex flex-col items-center gap-5 rounded-xl bg-card p-8 text-center shadow-card"
    >
      <CircleCheck aria-hidden="true" className="size-14 text-success-ink" />
      <h2 id="order-placed-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('checkout.placed.title')}
      </h2>
      <dl className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
        <dt className="text-sm text-muted-foreground">{t('checkout.placed.number')}</dt>
        <dd className="font-semibold" data-testid="order-number">
          {order.number}
        </dd>
        <dt className="text-sm text-muted-foreground">{t('checkout.placed.total')}</dt>
        <dd className="font-semibold tabular-nums">{price(order.prices.total)}</dd>
      </dl>
      <div className="w-full max-w-md text-start">
        <h3 className="mb-2 font-semibold">{t('checkout.placed.items')}</h3>
        <ul className="flex flex-col divide-y divide-border">
          {order.items.map((item) => (
            <li key={item.productId} className="flex items-center gap-3 py-2">
              <img src={item.image} alt="" width={40} height={40} className="size-10" />
              <span className="flex-1">{item.name}</span>
              <span className="text-sm text-muted-foreground">×{item.qty}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/apps/ecommerce/orders/$id" params={{ id: String(order.id) }}>
            {t('checkout.placed.view')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/apps/ecommerce/shop">{t('checkout.placed.continue')}</Link>
        </Button>
      </div>
    </section>
  )
}
