import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import {
  CartesianChart,
  ChartFrame,
  cartesianAxes,
  useCategoryTicks,
  useChartTheme,
} from '@/components/charts'
import { CandleShape, CandleTooltip, type Candle } from './candle-shape'
import { ChartCard, ChartPage } from './chart-card'
import { margins, prices } from './data'
import { useChartFormat } from './format'

const range = (row: Candle) => [row.low, row.high]
// whole fives at both ends, so the ticks are round prices
const priceDomain = [(min: number) => Math.floor(min / 5) * 5, (max: number) => Math.ceil(max / 5) * 5] as [
  (min: number) => number,
  (max: number) => number,
]

export function CandlestickChartsPage() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const axes = cartesianAxes(theme)
  const format = useChartFormat()
  const dayTicks = useCategoryTicks(prices.map((row) => format.day(row.day)))
  const labels = {
    open: t('series.open'),
    high: t('series.high'),
    low: t('series.low'),
    close: t('series.close'),
  }
  const priceColumn = (key: keyof typeof labels) => ({
    key,
    label: labels[key],
    format: (row: Candle) => format.decimal(row[key]),
  })
  return (
    <ChartPage title={t('candlestick.title')} intro={t('candlestick.intro')}>
      <ChartCard title={t('candlestick.price.title')} description={t('candlestick.price.description')}>
        <ChartFrame
          title={t('candlestick.price.title')}
          data={prices}
          onResize={dayTicks.onResize}
          columns={[
            { key: 'day', label: t('columns.date'), format: (row) => format.day(row.day) },
            priceColumn('open'),
            priceColumn('high'),
            priceColumn('low'),
            priceColumn('close'),
          ]}
        >
          <BarChart data={prices} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid {...axes.grid} />
            <XAxis dataKey="day" {...axes.x} interval={dayTicks.interval} tickFormatter={format.day} />
            <YAxis {...axes.y} domain={priceDomain} tickCount={6} tickFormatter={format.number} />
            <Tooltip
              cursor={{ fill: theme.soft.primary }}
              content={<CandleTooltip labels={labels} formatDay={format.day} formatPrice={format.decimal} />}
            />
            <Bar
              dataKey={range}
              name={t('candlestick.price.title')}
              shape={<CandleShape up={theme.color.success} down={theme.color.danger} />}
              isAnimationActive={false}
            />
          </BarChart>
        </ChartFrame>
      </ChartCard>
      <ChartCard title={t('candlestick.margin.title')} description={t('candlestick.margin.description')}>
        <CartesianChart
          title={t('candlestick.margin.title')}
          data={margins}
          xKey="month"
          xLabel={t('columns.month')}
          formatX={format.month}
          formatValue={format.compact}
          formatSecondary={format.percent}
          series={[
            { key: 'revenue', label: t('series.revenue'), color: 'info', type: 'bar' },
            { key: 'margin', label: t('series.margin'), color: 'warning', type: 'line', axis: 'secondary' },
          ]}
        />
      </ChartCard>
    </ChartPage>
  )
}
