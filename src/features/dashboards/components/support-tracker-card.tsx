import { useTranslation } from 'react-i18next'
import { GaugeChart } from '@/components/charts/gauge-chart'
import { useNumberFormat } from '@/components/cards'
import { supportTrackerQueryOptions } from '../api/get-support-tracker'
import { PeriodCard } from './period-card'

/** The period's tickets beside a gauge of the share completed. */
export function SupportTrackerCard() {
  const { t } = useTranslation('dashboards')
  const number = useNumberFormat()
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 1 })
  const title = t('supportTracker.title')
  return (
    <PeriodCard title={title} query={supportTrackerQueryOptions}>
      {(data) => (
        <div className="grid items-center gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex flex-col gap-4">
            <p>
              <span className="block text-3xl font-semibold" data-testid="support-total">
                {number(data.total)}
              </span>
              <span className="text-sm text-muted-foreground">{t('supportTracker.tickets')}</span>
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-1">
              {(['new', 'open', 'resolved'] as const).map((key) => (
                <div key={key} className="flex flex-col sm:flex-row sm:items-baseline sm:gap-2">
                  <dt className="text-sm text-muted-foreground">{t(`supportTracker.${key}`)}</dt>
                  <dd className="font-medium">{number(data[key])}</dd>
                </div>
              ))}
              <div className="flex flex-col sm:flex-row sm:items-baseline sm:gap-2">
                <dt className="text-sm text-muted-foreground">{t('supportTracker.response')}</dt>
                <dd className="font-medium">
                  <span dir="ltr">
                    {t('supportTracker.hours', { value: number(data.avgFirstResponseHours) })}
                  </span>
                </dd>
              </div>
            </dl>
          </div>
          <GaugeChart
            title={t('supportTracker.gauge')}
            label={t('supportTracker.completed')}
            value={data.completion}
            formatValue={(value) => percent(value / 100)}
            color="success"
            height={240}
          />
        </div>
      )}
    </PeriodCard>
  )
}
