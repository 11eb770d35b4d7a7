import { useTranslation } from 'react-i18next'
import { CartesianChart } from '@/components/charts'
import { ChartCard, ChartPage } from './chart-card'
import { activeUsers, traffic } from './data'
import { useChartFormat } from './format'

export function LineChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  return (
    <ChartPage title={t('line.title')} intro={t('line.intro')}>
      <ChartCard title={t('line.traffic.title')} description={t('line.traffic.description')}>
        <CartesianChart
          title={t('line.traffic.title')}
          data={traffic}
          xKey="month"
          xLabel={t('columns.month')}
          formatX={format.month}
          formatValue={format.number}
          series={[
            { key: 'visits', label: t('series.visits'), color: 'primary', type: 'line' },
            { key: 'visitors', label: t('series.visitors'), color: 'success', type: 'line' },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('line.active.title')} description={t('line.active.description')}>
        <CartesianChart
          title={t('line.active.title')}
          data={activeUsers}
          xKey="day"
          xLabel={t('columns.day')}
          formatX={format.weekday}
          formatValue={format.number}
          series={[{ key: 'users', label: t('series.users'), color: 'info', type: 'line' }]}
        />
      </ChartCard>
    </ChartPage>
  )
}
