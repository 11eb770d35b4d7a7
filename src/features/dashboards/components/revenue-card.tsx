import { useTranslation } from 'react-i18next'
import { CartesianChart } from '@/components/charts/cartesian-chart'
import { useNumberFormat } from '@/components/cards'
import { revenueQueryOptions } from '../api/get-revenue'
import { useGrowthFormat, useLabelFormat } from '../format'
import { PeriodCard } from './period-card'
import { TransactionsTable } from './transactions-table'

/** This period against the one before, with the latest payments under the chart. */
export function RevenueCard() {
  const { t } = useTranslation('dashboards')
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const compact = useNumberFormat({ notation: 'compact' })
  const growth = useGrowthFormat()
  const label = useLabelFormat()
  const title = t('revenue.title')
  return (
    <PeriodCard title={title} query={revenueQueryOptions} skeletonClassName="h-96">
      {(data) => (
        <div className="flex flex-col gap-4">
          <dl className="flex flex-wrap gap-x-6 gap-y-2">
            <div>
              <dt className="text-sm text-muted-foreground">{t('revenue.current')}</dt>
              <dd className="text-xl font-semibold" data-testid="revenue-total">
                {money(data.total)}{' '}
                <span className="text-sm font-normal" dir="ltr">
                  {growth(data.growth)}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('revenue.previous')}</dt>
              <dd className="text-xl font-semibold">{money(data.previousTotal)}</dd>
            </div>
          </dl>
          <CartesianChart
            title={title}
            data={data.points}
            xKey="label"
            xLabel={t('date')}
            formatX={(value) => label(String(value), data.bucket)}
            formatValue={money}
            formatTick={compact}
            height={240}
            series={[
              { key: 'current', label: t('revenue.current'), color: 'primary', type: 'area' },
              { key: 'previous', label: t('revenue.previous'), color: 'secondary', type: 'line' },
            ]}
          />
          <TransactionsTable transactions={data.transactions} />
        </div>
      )}
    </PeriodCard>
  )
}
