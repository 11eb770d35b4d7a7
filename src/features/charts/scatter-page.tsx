import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFrame, ChartTooltip, cartesianAxes, chartLegend, useChartTheme } from '@/components/charts'
import { ChartCard, ChartPage } from './chart-card'
import { campaigns, responseTimes } from './data'
import { useChartFormat } from './format'

export function ScatterChartsPage() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const axes = cartesianAxes(theme)
  const format = useChartFormat()
  const spend = t('columns.spend')
  const cursor = { stroke: theme.grid, strokeDasharray: '4 4' }
  return (
    <ChartPage title={t('scatter.title')} intro={t('scatter.intro')}>
      <ChartCard title={t('scatter.campaigns.title')} description={t('scatter.campaigns.description')}>
        <ChartFrame
          title={t('scatter.campaigns.title')}
          data={campaigns}
          columns={[
            { key: 'spend', label: spend, format: (row) => format.currency(row.spend) },
            { key: 'search', label: t('series.search'), format: (row) => format.currency(row.search) },
            { key: 'social', label: t('series.social'), format: (row) => format.currency(row.social) },
          ]}
        >
          <ScatterChart margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid {...axes.grid} vertical />
            <XAxis type="number" dataKey="spend" name={spend} {...axes.x} tickFormatter={format.compact} />
            <YAxis
              type="number"
              dataKey="value"
              name={t('series.revenue')}
              {...axes.y}
              tickFormatter={format.compact}
            />
            <Tooltip cursor={cursor} content={<ChartTooltip formatValue={format.currency} />} />
            <Legend {...chartLegend} />
            <Scatter
              name={t('series.search')}
              data={campaigns.map((row) => ({ spend: row.spend, value: row.search }))}
              fill={theme.color.primary}
              isAnimationActive={false}
            />
            <Scatter
              name={t('series.social')}
              data={campaigns.map((row) => ({ spend: row.spend, value: row.social }))}
              fill={theme.color.warning}
              shape="diamond"
              isAnimationActive={false}
            />
          </ScatterChart>
        </ChartFrame>
      </ChartCard>
      <ChartCard title={t('scatter.latency.title')} description={t('scatter.latency.description')}>
        <ChartFrame
          title={t('scatter.latency.title')}
          data={responseTimes}
          columns={[
            { key: 'load', label: t('columns.load') },
            { key: 'latency', label: t('columns.latency') },
          ]}
        >
          <ScatterChart margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid {...axes.grid} vertical />
            <XAxis type="number" dataKey="load" name={t('columns.load')} {...axes.x} />
            <YAxis type="number" dataKey="latency" name={t('columns.latency')} {...axes.y} />
            <Tooltip cursor={cursor} content={<ChartTooltip formatValue={format.number} />} />
            <Scatter data={responseTimes} fill={theme.color.info} isAnimationActive={false} />
          </ScatterChart>
        </ChartFrame>
      </ChartCard>
    </ChartPage>
  )
}
