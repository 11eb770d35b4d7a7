import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Order } from '@contract/ecommerce'
import { SimpleTable, type SimpleColumn } from '@/components/data-table/simple-table'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useDayFormat, usePriceFormat } from '@/lib/shop/format'
import { useOrders } from './api/orders'
import { OrderStatusBadge } from './components/order-status'

/** The signed-in account's orders, newest first; each number opens the order. */
export function OrdersPage() {
  const { t } = useTranslation('ecommerce')
  const orders = useOrders()
  const price = usePriceFormat()
  const day = useDayFormat({ day: 'numeric', month: 'short', year: 'numeric' })
  const columns: SimpleColumn<Order>[] = [
    {
      id: 'number',
      header: t('orders.number'),
      renderCell: (order) => (
        <Link
          to="/apps/ecommerce/orders/$id"
          params={{ id: String(order.id) }}
          className="font-medium text-primary-ink hover:underline"
        >
          {order.number}
        </Link>
      ),
    },
    { id: 'date', header: t('orders.date'), renderCell: (order) => day(order.placedAt) },
    {
      id: 'status',
      header: t('orders.status'),
      renderCell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      id: 'items',
      header: t('orders.items'),
      renderCell: (order) =>
        t('orders.itemCount', { count: order.items.reduce((sum, item) => sum + item.qty, 0) }),
    },
    {
      id: 'total',
      header: t('orders.total'),
      align: 'end',
      renderCell: (order) => price(order.prices.total),
    },
  ]
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-xl font-semibold">{t('orders.title')}</h1>
      <div className="rounded-xl bg-card p-2 shadow-card">
        {orders.isError ? (
          <p role="alert" className="p-4">
            {t('shop.error')}
          </p>
        ) : !orders.data ? (
          <Skeleton aria-busy="true" aria-label={t('shop.loading')} className="h-48" />
        ) : orders.data.orders.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-8">
            <p>{t('orders.empty')}</p>
            <Button asChild>
              <Link to="/apps/ecommerce/shop">{t('wishlist.goShopping')}</Link>
            </Button>
          </div>
        ) : (
          <SimpleTable
            caption={t('orders.title')}
            hideCaption
            columns={columns}
            rows={orders.data.orders}
            rowKey={(order) => order.id}
            narrow="cards"
          />
        )}
      </div>
    </div>
  )
}
