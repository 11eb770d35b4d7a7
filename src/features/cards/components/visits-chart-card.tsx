import { useTranslation } from 'react-i18next'
import { CartesianChart } from '@/components/charts/cartesian-chart'
import { useNumberFormat } from '@/components/cards'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { WEEK_VISITS } from '../data'
import { dateTimeFormat } from '@/lib/intl'

/** Sessions and sign-ups of the week: bars with a line on a secondary axis (a plain-SVG chart, docs/charts.md). */
export function VisitsChartCard() {
  const { t, i18n } = useTranslation('cards')
  const number = useNumberFormat()
  const weekday = dateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    weekday: 'short',
    timeZone: 'UTC',
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.sessions.title')}</CardTitle>
        <CardDescription>{t('analytics.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <CartesianChart
          title={t('analytics.sessions.title')}
          data={WEEK_VISITS}
          xKey="day"
          xLabel={t('analytics.sessions.day')}
          formatX={(day) => weekday.format(new Date(`${day}T00:00:00Z`))}
          formatValue={number}
          height={260}
          series={[
            { key: 'visits', label: t('analytics.sessions.visits'), color: 'primary', type: 'bar' },
            {
              key: 'signups',
              label: t('analytics.sessions.signups'),
              color: 'success',
              type: 'line',
              axis: 'secondary',
            },
          ]}
        />
      </CardContent>
    </Card>
  )
}
