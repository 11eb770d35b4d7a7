import { useTranslation } from 'react-i18next'
import { Legend, PolarAngleAxis, RadialBar, RadialBarChart, Tooltip } from 'recharts'
import { CHART_COLORS, ChartFrame, ChartTooltip, chartLegend, useChartTheme } from '@/components/charts'
import { ChartCard, ChartPage } from './chart-card'
import { goals, quotas } from './data'
import { useChartFormat } from './format'

export function RadialBarChartsPage() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const format = useChartFormat()
  // Rings fill clockwise, the reading direction; in RTL they fill the other way. An angle counts
  // anticlockwise from three o'clock, so mirroring one is 180° minus it.
  const sweep = (angle: number) => (theme.isRTL ? 180 - angle : angle)
  // RadialBar takes each ring's colour from its row
  const paint = <Row,>(rows: Row[]) =>
    rows.map((row, i) => ({ ...row, fill: theme.color[CHART_COLORS[i % CHART_COLORS.length]] }))
  const goalRows = paint(goals.map((row) => ({ ...row, name: t(`goals.${row.goal}` as 'goals.sales') })))
  const quotaRows = paint(
    quotas.map((row) => ({ ...row, name: t(`regions.${row.region}` as 'regions.north') })),
  )
  const columns = (first: string) =>
    [
      { key: 'name', label: first },
      { key: 'progress', label: t('series.progress') },
    ] as const
  return (
    <ChartPage title={t('radialBar.title')} intro={t('radialBar.intro')}>
      <ChartCard title={t('radialBar.goals.title')} description={t('radialBar.goals.description')}>
        <ChartFrame title={t('radialBar.goals.title')} data={goalRows} columns={columns(t('columns.goal'))}>
          <RadialBarChart
            data={goalRows}
            innerRadius="25%"
            outerRadius="95%"
            barSize={14}
            startAngle={sweep(90)}
            endAngle={sweep(-270)}
          >
            <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
            <RadialBar
              dataKey="progress"
              background={{ fill: theme.soft.secondary }}
              cornerRadius={7}
              isAnimationActive={false}
            />
            <Tooltip content={<ChartTooltip formatValue={format.percent} />} />
            <Legend {...chartLegend} iconType="circle" />
          </RadialBarChart>
        </ChartFrame>
      </ChartCard>
      <ChartCard title={t('radialBar.quotas.title')} description={t('radialBar.quotas.description')}>
        <ChartFrame
          title={t('radialBar.quotas.title')}
          data={quotaRows}
          columns={columns(t('columns.region'))}
        >
          <RadialBarChart
            data={quotaRows}
            innerRadius="40%"
            outerRadius="95%"
            barSize={18}
            startAngle={sweep(180)}
            endAngle={sweep(0)}
            cy="70%"
          >
            <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
            <RadialBar
              dataKey="progress"
              background={{ fill: theme.soft.secondary }}
              cornerRadius={9}
              isAnimationActive={false}
            />
            <Tooltip content={<ChartTooltip formatValue={format.percent} />} />
            <Legend {...chartLegend} iconType="circle" />
          </RadialBarChart>
        </ChartFrame>
      </ChartCard>
    </ChartPage>
  )
}
