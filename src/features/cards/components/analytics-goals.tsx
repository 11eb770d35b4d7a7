import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { BUDGET, GOAL } from '../data'
import { ProgressBar } from './progress-bar'

export function GoalCard() {
  const { t } = useTranslation('cards')
  const number = useNumberFormat()
  const percent = useNumberFormat({ style: 'percent' })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.goal.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-1">
          <span className="text-4xl font-bold text-success-ink tabular-nums">
            {percent(GOAL.reached / 100)}
          </span>
          <span className="text-sm text-muted-foreground">{t('analytics.goal.progress')}</span>
        </div>
        <ProgressBar
          value={GOAL.reached}
          label={t('analytics.goal.progress')}
          color="success"
          className="h-3"
        />
        <dl className="grid grid-cols-2 divide-x divide-border border-t border-border pt-4 text-center">
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-muted-foreground">{t('analytics.goal.completed')}</dt>
            <dd className="text-xl font-semibold tabular-nums">{number(GOAL.completed)}</dd>
          </div>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-muted-foreground">{t('analytics.goal.inProgress')}</dt>
            <dd className="text-xl font-semibold tabular-nums">{number(GOAL.inProgress)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}

export function BudgetCard() {
  const { t } = useTranslation('cards')
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analytics.budget.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {BUDGET.map((item) => {
            const name = t(`analytics.budget.categories.${item.id}`)
            const over = item.spent > item.total
            return (
              <li key={item.id} className="flex flex-col gap-1.5 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{name}</span>
                  <span
                    dir="auto"
                    className={over ? 'text-danger-ink tabular-nums' : 'text-muted-foreground tabular-nums'}
                  >
                    {t('analytics.budget.spent', { spent: money(item.spent), total: money(item.total) })}
                  </span>
                </div>
                <ProgressBar
                  value={(item.spent / item.total) * 100}
                  label={name}
                  color={over ? 'danger' : item.color}
                />
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
