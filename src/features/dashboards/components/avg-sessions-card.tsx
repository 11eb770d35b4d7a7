import { useTranslation } from 'react-i18next'
import { CartesianChart } from '@/components/charts/cartesian-chart'
import { useNumberFormat } from '@/components/cards'
import { avgSessionsQueryOptions } from '../api/get-avg-sessions'
import { useGrowthFormat, useLabelFormat } from '../format'
import { PeriodCard } from './period-card'

export function AvgSessionsCard() {
  const { t } = useTranslation('dashboards')
  const number = useNumberFormat()
  const growth = useGrowthFormat()
  const label = useLabelFormat()
  const title = t('avgSessions.title')
  return (
    <PeriodCard title={title} query={avgSessionsQueryOptions} skeletonClassName="h-72">
      {(data) => (
        <div className="flex flex-col gap-4">
          <p>
            <span className="text-2xl font-semibold" data-testid="avg-sessions-total">
              {number(data.total)}
            </span>{' '}
            <span className="text-sm text-muted-foreground">
              {t('avgSessions.average', { value: number(data.average) })} ·{' '}
              <span dir="ltr">{growth(data.growth)}</span>
            </span>
          </p>
          <CartesianChart
            title={title}
            data={data.series}
            xKey="label"
            xLabel={t('date')}
            formatX={(value) => label(String(value), data.bucket)}
            formatValue={number}
            height={200}
            series={[{ key: 'value', label: t('avgSessions.sessions'), color: 'primary', type: 'bar' }]}
          />
          <dl className="grid grid-cols-2 gap-3">
            {data.metrics.map((metric) => (
              <div key={metric.key} className="flex flex-col gap-1">
                <dt className="text-sm text-muted-foreground">{t(`avgSessions.metrics.${metric.key}`)}</dt>
                <dd className="font-medium">
                  <span dir="ltr">
                    {metric.key === 'retention'
                      ? `${number(metric.value)} %`
                      : metric.key === 'duration'
                        ? t('avgSessions.seconds', { value: number(metric.value) })
                        : number(metric.value)}
                  </span>
                </dd>
                <div className="h-1.5 rounded-full bg-muted" aria-hidden>
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ inlineSize: `${metric.progress}%` }}
                  />
                </div>
              </div>
            ))}
          </dl>
        </div>
      )}
    </PeriodCard>
  )
}
