import { useTranslation } from 'react-i18next'
import { CartesianChart } from '@/components/charts'
import { ChartCard, ChartPage } from './chart-card'
import { ordersByDay, salesByChannel } from './data'
import { useChartFormat } from './format'

export function BarChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  return (
    <ChartPage title={t('bar.title')} intro={t('bar.intro')}>
      <ChartCard title={t('bar.orders.title')} description={t('bar.orders.description')}>
        <CartesianChart
          title={t('bar.orders.title')}
          data={ordersByDay}
          xKey="day"
          xLabel={t('columns.day')}
          formatX={format.weekday}
          formatValue={format.number}
          series={[{ key: 'orders', label: t('series.orders'), color: 'primary', type: 'bar' }]}
        />
      </ChartCard>
      <ChartCard title={t('bar.channels.title')} description={t('bar.channels.description')}>
        <CartesianChart
          title={t('bar.channels.title')}
          data={salesByChannel}
          xKey="month"
          xLabel={t('columns.month')}
          formatX={format.month}
          formatValue={format.number}
          series={[
            { key: 'online', label: t('series.online'), color: 'primary', type: 'bar', stack: 'sales' },
            { key: 'retail', label: t('series.retail'), color: 'info', type: 'bar', stack: 'sales' },
            { key: 'partners', label: t('series.partners'), color: 'warning', type: 'bar', stack: 'sales' },
          ]}
        />
      </ChartCard>
    </ChartPage>
  )
}
