import { useTranslation } from 'react-i18next'
import { Cell, Label, Legend, Pie, PieChart, Tooltip } from 'recharts'
import {
  CHART_COLORS,
  ChartFrame,
  ChartTooltip,
  chartLegend,
  useChartTheme,
  type ChartTheme,
} from '@/components/charts'
import { ChartCard, ChartPage } from './chart-card'
import { devices, trafficSources } from './data'
import { useChartFormat } from './format'

/** Slice colours in palette order; the card colour between slices keeps neighbours apart in either skin. */
const slices = (theme: ChartTheme, count: number) =>
  Array.from({ length: count }, (_, i) => (
    <Cell
      key={i}
      fill={theme.color[CHART_COLORS[i % CHART_COLORS.length]]}
      stroke={theme.card}
      strokeWidth={2}
    />
  ))

export function PieChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const theme = useChartTheme()
  const sources = trafficSources.map((row) => ({
    ...row,
    name: t(`sources.${row.source}` as 'sources.direct'),
  }))
  const shares = devices.map((row) => ({ ...row, name: t(`devices.${row.device}` as 'devices.mobile') }))
  // slices run clockwise from twelve o'clock, the reading direction; anticlockwise in RTL
  const angles = { startAngle: 90, endAngle: theme.isRTL ? 450 : -270 }
  const total = sources.reduce((sum, row) => sum + row.sessions, 0)
  return (
    <ChartPage title={t('pie.title')} intro={t('pie.intro')}>
      <ChartCard title={t('pie.sources.title')} description={t('pie.sources.description')}>
        <ChartFrame
          title={t('pie.sources.title')}
          data={sources}
          columns={[
            { key: 'name', label: t('columns.source') },
            { key: 'sessions', label: t('series.sessions') },
          ]}
        >
          <PieChart>
            <Pie
              data={sources}
              dataKey="sessions"
              nameKey="name"
              outerRadius="80%"
              {...angles}
              isAnimationActive={false}
            >
              {slices(theme, sources.length)}
            </Pie>
            <Tooltip content={<ChartTooltip formatValue={format.number} />} />
            <Legend {...chartLegend} />
          </PieChart>
        </ChartFrame>
      </ChartCard>
      <ChartCard title={t('pie.devices.title')} description={t('pie.devices.description')}>
        <ChartFrame
          title={t('pie.devices.title')}
          data={shares}
          columns={[
            { key: 'name', label: t('columns.device') },
            { key: 'share', label: t('series.share') },
          ]}
        >
          <PieChart>
            <Pie
              data={shares}
              dataKey="share"
              nameKey="name"
              innerRadius="58%"
              outerRadius="80%"
              paddingAngle={2}
              {...angles}
              isAnimationActive={false}
            >
              {slices(theme, shares.length)}
              <Label
                position="center"
                fill={theme.text}
                fontSize={14}
                value={`${t('pie.total')}: ${format.compact(total)}`}
              />
            </Pie>
            <Tooltip content={<ChartTooltip formatValue={format.percent} />} />
            <Legend {...chartLegend} />
          </PieChart>
        </ChartFrame>
      </ChartCard>
    </ChartPage>
  )
}
