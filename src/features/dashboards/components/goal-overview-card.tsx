import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { goalOverviewQueryOptions } from '../api/get-goal-overview'
import { PeriodCard } from './period-card'

export function GoalOverviewCard() {
  const { t } = useTranslation('dashboards')
  const number = useNumberFormat()
  const title = t('goalOverview.title')
  return (
    <PeriodCard title={title} query={goalOverviewQueryOptions}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <p className="text-center">
            <span className="block text-4xl font-semibold text-primary-ink" dir="ltr">
              {number(data.percent)} %
            </span>
            <span className="text-sm text-muted-foreground">
              {t('goalOverview.ofTarget', { target: number(data.target) })}
            </span>
          </p>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={title}
            aria-valuenow={data.percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full bg-primary" style={{ inlineSize: `${data.percent}%` }} />
          </div>
          <dl className="grid grid-cols-2 divide-x divide-border text-center">
            <div>
              <dt className="text-sm text-muted-foreground">{t('goalOverview.completed')}</dt>
              <dd className="text-lg font-medium">{number(data.completed)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('goalOverview.inProgress')}</dt>
              <dd className="text-lg font-medium">{number(data.inProgress)}</dd>
            </div>
          </dl>
        </div>
      )}
    </PeriodCard>
  )
}
