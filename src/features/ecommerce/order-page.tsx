import { Link } from '@tanstack/react-router'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/http/client'
import { useDayFormat, usePriceFormat } from '@/lib/shop/format'
import { useOrder } from './api/orders'
import { PriceDetailsList } from './checkout/price-details'
import { OrderStatusBadge } from './components/order-status'

/** One order: number, status, date, items, totals, address and payment. */
export function OrderPage({ id }: { id: number }) {
  const { t } = useTranslation('ecommerce')
  const query = useOrder(id)
  const price = usePriceFormat()
  const day = useDayFormat({ day: 'numeric', month: 'long', year: 'numeric' })
  const back = (
    <Button asChild variant="link" className="self-start">
      <Link to="/apps/ecommerce/orders">
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('orders.back')}
      </Link>
    </Button>
  )
  if (query.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-xl font-semibold">{t('orders.title')}</h1>
        <p role="alert">
          {isApiError(query.error) && query.error.status === 404 ? t('orders.notFound') : t('shop.error')}
        </p>
      </div>
    )
  if (!query.data)
    return <Skeleton aria-busy="true" aria-label={t('shop.loading')} className="h-96 rounded-xl" />
  const { order } = query.data
  const { address } = order
  return (
    <div className="flex flex-col gap-5">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">
          {t('orders.number')} {order.number}
        </h1>
        <OrderStatusBadge status={order.status} />
        <span className="text-muted-foreground">{day(order.placedAt)}</span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="order-items" className="rounded-xl bg-card p-5 shadow-card">
          <h2 id="order-items" className="mb-3 font-semibold">
            {t('orders.items')}
          </h2>
          <p className="mb-3 text-sm text-success-ink">
            {t('orders.deliveryBy', { date: day(order.deliveryDate) })}
          </p>
          <ul className="flex flex-col divide-y divide-border">
            {order.items.map((item) => (
              <li key={item.productId} className="flex items-center gap-4 py-3">
                <img src={item.image} alt="" width={56} height={56} className="size-14" />
                <div className="flex flex-1 flex-col">
                  <Link
                    to="/apps/ecommerce/product-detail/$slug"
                    params={{ slug: item.slug }}
                    className="font-medium hover:text-primary-ink hover:underline"
                  >
                    {item.name}
                  </Link>
                  <span className="text-sm text-muted-foreground">{t('orders.qty', { qty: item.qty })}</span>
                </div>
                <span className="tabular-nums">{price(item.price * item.qty)}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-6">
          <aside className="rounded-xl bg-card p-5 shadow-card">
            <PriceDetailsList prices={order.prices} />
            {order.coupon && (
              <p className="mt-2 text-sm text-muted-foreground">
                {t('orders.coupon', { code: order.coupon })}
              </p>
            )}
          </aside>
          <section aria-labelledby="order-address" className="rounded-xl bg-card p-5 shadow-card">
            <h2 id="order-address" className="mb-2 font-semibold">
              {t('orders.address')}
            </h2>
            <address className="user-text text-sm not-italic">
              {address.fullName}
              <br />
              {[address.street, address.landmark].filter(Boolean).join(', ')}
              <br />
              {[address.city, address.state, address.postcode].filter(Boolean).join(', ')}
              <br />
              {address.mobile}
            </address>
            <h2 className="mt-4 mb-2 font-semibold">{t('orders.payment')}</h2>
            <p className="text-sm">
              {t(`checkout.payment.methods.${order.payment.method}`)}
              {order.payment.cardLast4 && ` · ${t('orders.cardEnding', { last4: order.payment.cardLast4 })}`}
            </p>
          </section>
        </div>
      </div>
    </div>
  )
}
