import { useTranslation } from 'react-i18next'
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts'
import { ChartFrame, ChartTooltip, chartLegend, useChartTheme } from '@/components/charts'
import { ChartCard, ChartPage } from './chart-card'
import { productScores, teamSkills } from './data'

export function RadarChartsPage() {
  const { t } = useTranslation('charts')
  const theme = useChartTheme()
  const skill = (key: string) => t(`skills.${key}` as 'skills.speed')
  const products = productScores.map((row) => ({ ...row, name: skill(row.skill) }))
  const team = teamSkills.map((row) => ({ ...row, name: skill(row.skill) }))
  const grid = <PolarGrid stroke={theme.grid} />
  const angle = <PolarAngleAxis dataKey="name" tick={{ fill: theme.axis, fontSize: 12 }} />
  const radius = <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
  return (
    <ChartPage title={t('radar.title')} intro={t('radar.intro')}>
      <ChartCard title={t('radar.products.title')} description={t('radar.products.description')}>
        <ChartFrame
          title={t('radar.products.title')}
          data={products}
          columns={[
            { key: 'name', label: t('columns.skill') },
            { key: 'tessera', label: t('series.tessera') },
            { key: 'rival', label: t('series.rival') },
          ]}
        >
          <RadarChart data={products} outerRadius="70%">
            {grid}
            {angle}
            {radius}
            <Radar
              dataKey="tessera"
              name={t('series.tessera')}
              stroke={theme.color.primary}
              fill={theme.color.primary}
              fillOpacity={0.3}
              isAnimationActive={false}
            />
            <Radar
              dataKey="rival"
              name={t('series.rival')}
              stroke={theme.color.warning}
              fill={theme.color.warning}
              fillOpacity={0.2}
              isAnimationActive={false}
            />
            <Tooltip content={<ChartTooltip />} />
            <Legend {...chartLegend} />
          </RadarChart>
        </ChartFrame>
      </ChartCard>
      <ChartCard title={t('radar.team.title')} description={t('radar.team.description')}>
        <ChartFrame
          title={t('radar.team.title')}
          data={team}
          columns={[
            { key: 'name', label: t('columns.skill') },
            { key: 'score', label: t('series.score') },
          ]}
        >
          <RadarChart data={team} outerRadius="70%">
            {grid}
            {angle}
            {radius}
            <Radar
              dataKey="score"
              name={t('series.score')}
              stroke={theme.color.success}
              fill={theme.color.success}
              fillOpacity={0.3}
              dot
              isAnimationActive={false}
            />
            <Tooltip content={<ChartTooltip />} />
          </RadarChart>
        </ChartFrame>
      </ChartCard>
    </ChartPage>
  )
}
