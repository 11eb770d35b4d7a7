import { useTranslation } from 'react-i18next'
import { CartesianChart } from '@/components/charts/cartesian-chart'
import { useNumberFormat } from '@/components/cards'
import { revenueReportQueryOptions } from '../api/get-revenue-report'
import { useGrowthFormat } from '../format'
import { PickerCard } from './period-card'
import { REPORT_YEAR_CHOICES } from './period-choices'
import { dateTimeFormat } from '@/lib/intl'

export function RevenueReportCard() {
  const { t, i18n } = useTranslation('dashboards')
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const compact = useNumberFormat({ notation: 'compact' })
  const growth = useGrowthFormat()
  // the year is in the picker already, so the axis shows month names only
  const month = dateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    month: 'short',
    timeZone: 'UTC',
  })
  const title = t('revenueReport.title')
  return (
    <PickerCard
      title={title}
      choices={REPORT_YEAR_CHOICES}
      query={revenueReportQueryOptions}
      skeletonClassName="h-80"
    >
      {(data, year) => (
        <div className="flex flex-col gap-4">
          <dl className="flex flex-wrap gap-x-6 gap-y-2">
            <div>
              <dt className="text-sm text-muted-foreground">{t('revenueReport.earning')}</dt>
              <dd className="text-xl font-semibold" data-testid="revenue-report-earning">
                {money(data.totals.earning)}{' '}
                <span className="text-sm font-normal" dir="ltr">
                  {growth(data.growth)}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('revenueReport.expense')}</dt>
              <dd className="text-xl font-semibold">{money(data.totals.expense)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('revenueReport.budget')}</dt>
              <dd className="text-xl font-semibold">{money(data.totals.budget)}</dd>
            </div>
          </dl>
          <CartesianChart
            title={t('revenueReport.chart', { year })}
            data={data.points}
            xKey="label"
            xLabel={t('month')}
            formatX={(label) => month.format(new Date(`${label}-01T00:00:00Z`))}
            formatValue={money}
            formatTick={compact}
            height={260}
            series={[
              {
                key: 'earning',
                label: t('revenueReport.earning'),
                color: 'primary',
                type: 'bar',
              },
              {
                key: 'expense',
                label: t('revenueReport.expense'),
                color: 'warning',
                type: 'bar',
              },
            ]}
          />
        </div>
      )}
    </PickerCard>
  )
}
