import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_CARD_PERIOD, type CardPeriod } from '@contract/cards.values'
import { useNumberFormat } from '@/components/cards'
import { useGoalOverview } from '../api/get-goal-overview'
import { PeriodSelect } from './period-select'
import { QueryCard } from './query-card'

export function GoalOverviewCard() {
  const { t } = useTranslation('dashboards')
  const [period, setPeriod] = useState<CardPeriod>(DEFAULT_CARD_PERIOD)
  const query = useGoalOverview(period)
  const number = useNumberFormat()
  const title = t('goalOverview.title')
  return (
    <QueryCard
      title={title}
      query={query}
      action={<PeriodSelect value={period} onChange={setPeriod} card={title} />}
    >
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
          <dl className="grid grid-cols-2 divide-x divide-border text-center rtl:divide-x-reverse">
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
    </QueryCard>
  )
}
