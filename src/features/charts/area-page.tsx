import { useTranslation } from 'react-i18next'
import { CartesianChart } from '@/components/charts'
import { ChartCard, ChartPage } from './chart-card'
import { revenue, storage } from './data'
import { useChartFormat } from './format'

export function AreaChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  return (
    <ChartPage title={t('area.title')} intro={t('area.intro')}>
      <ChartCard title={t('area.revenue.title')} description={t('area.revenue.description')}>
        <CartesianChart
          title={t('area.revenue.title')}
          data={revenue}
          xKey="month"
          xLabel={t('columns.month')}
          formatX={format.month}
          formatValue={format.currency}
          formatTick={format.compactCurrency}
          series={[
            { key: 'income', label: t('series.income'), color: 'primary', type: 'area' },
            { key: 'expenses', label: t('series.expenses'), color: 'warning', type: 'area' },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('area.storage.title')} description={t('area.storage.description')}>
        <CartesianChart
          title={t('area.storage.title')}
          data={storage}
          xKey="month"
          xLabel={t('columns.month')}
          formatX={format.month}
          formatValue={format.number}
          series={[
            { key: 'documents', label: t('series.documents'), color: 'info', type: 'area', stack: 'gb' },
            { key: 'media', label: t('series.media'), color: 'success', type: 'area', stack: 'gb' },
            { key: 'backups', label: t('series.backups'), color: 'secondary', type: 'area', stack: 'gb' },
          ]}
        />
      </ChartCard>
    </ChartPage>
  )
}
