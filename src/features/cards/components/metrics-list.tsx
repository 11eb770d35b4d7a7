import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { metricsAfter } from '../data'

/** The refreshable figures; `round` counts refreshes so each reload shows different, repeatable numbers. */
export function MetricsList({ round }: { round: number }) {
  const { t } = useTranslation('cards')
  const number = useNumberFormat()
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const metrics = metricsAfter(round)
  return (
    // sized by the card, not the viewport: three figures side by side only where the card has room for them
    <div className="@container flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 @xs:grid-cols-3">
        {(['visitors', 'orders', 'revenue'] as const).map((key) => (
          <div key={key} className="flex flex-col-reverse rounded-md bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t(`action.metrics.${key}`)}</dt>
            <dd className="truncate font-semibold tabular-nums" data-testid={`metric-${key}`}>
              {key === 'revenue' ? money(metrics[key]) : number(metrics[key])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t('action.updated', { count: round })}</p>
    </div>
  )
}
