import { useTranslation } from 'react-i18next'
import { CustomersCard } from './components/customers-card'
import { GoalOverviewCard } from './components/goal-overview-card'
import { ProductOrdersCard } from './components/product-orders-card'
import { RevenueCard } from './components/revenue-card'
import { StatisticsTiles } from './components/statistics-tiles'
import { TrendTiles } from './components/trend-tiles'

/** Each card fetches its own call with its own period, so one slow or failing card never blocks the rest. */
export function EcommerceDashboardPage() {
  const { t } = useTranslation('dashboards')
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('ecommerce.title')}</h1>
      <StatisticsTiles names={['sales', 'orders', 'revenue', 'siteTraffic']} />
      <TrendTiles names={['ordersChart', 'profit']} />
      <RevenueCard />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProductOrdersCard />
        <div className="flex flex-col gap-6">
          <CustomersCard />
          <GoalOverviewCard />
        </div>
      </div>
    </div>
  )
}
