import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { supportTrackerQueryOptions } from '../api/get-support-tracker'
import { PeriodCard } from './period-card'

export function SupportTrackerCard() {
  const { t } = useTranslation('dashboards')
  const number = useNumberFormat()
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 1 })
  const title = t('supportTracker.title')
  return (
    <PeriodCard title={title} query={supportTrackerQueryOptions}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p>
              <span className="block text-3xl font-semibold" data-testid="support-total">
                {number(data.total)}
              </span>
              <span className="text-sm text-muted-foreground">{t('supportTracker.tickets')}</span>
            </p>
            <p className="text-end">
              <span className="block text-2xl font-semibold text-success-ink">
                {percent(data.completion / 100)}
              </span>
              <span className="text-sm text-muted-foreground">{t('supportTracker.completed')}</span>
            </p>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t('supportTracker.completed')}
            aria-valuenow={data.completion}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-success" style={{ inlineSize: `${data.completion}%` }} />
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {(['new', 'open', 'resolved'] as const).map((key) => (
              <div key={key}>
                <dt className="text-sm text-muted-foreground">{t(`supportTracker.${key}`)}</dt>
                <dd className="font-medium">{number(data[key])}</dd>
              </div>
            ))}
            <div>
              <dt className="text-sm text-muted-foreground">{t('supportTracker.response')}</dt>
              <dd className="font-medium">
                <span dir="ltr">
                  {t('supportTracker.hours', { value: number(data.avgFirstResponseHours) })}
                </span>
              </dd>
            </div>
          </dl>
        </div>
      )}
    </PeriodCard>
  )
}
