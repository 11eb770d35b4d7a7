import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { productOrdersQueryOptions } from '../api/get-product-orders'
import { PeriodCard } from './period-card'
import { SegmentsList } from './segments-list'
import { TopProductsTable } from './top-products-table'

// the contract's segment helper widens keys to string, so the known ones map to typed i18n keys here
const STATE_KEYS: Record<
  string,
  'productOrders.finished' | 'productOrders.pending' | 'productOrders.rejected'
> = {
  finished: 'productOrders.finished',
  pending: 'productOrders.pending',
  rejected: 'productOrders.rejected',
}

/** Orders by state, and the products behind them. */
export function ProductOrdersCard() {
  const { t } = useTranslation('dashboards')
  const number = useNumberFormat()
  const title = t('productOrders.title')
  return (
    <PeriodCard title={title} query={productOrdersQueryOptions}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <p>
            <span className="text-2xl font-semibold" data-testid="product-orders-total">
              {number(data.total)}
            </span>{' '}
            <span className="text-sm text-muted-foreground">{t('productOrders.orders')}</span>
          </p>
          <SegmentsList
            segments={data.segments.map((s) => ({
              ...s,
              label: t(STATE_KEYS[s.key] ?? 'productOrders.orders'),
            }))}
          />
          <TopProductsTable products={data.topProducts} />
        </div>
      )}
    </PeriodCard>
  )
}
