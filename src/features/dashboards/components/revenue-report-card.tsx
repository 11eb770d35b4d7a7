import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DEFAULT_REVENUE_REPORT_YEAR,
  REVENUE_REPORT_YEARS,
  type RevenueReportYear,
} from '@contract/cards.values'
import { LazyCartesianChart } from '@/components/charts/lazy-cartesian-chart'
import { useNumberFormat } from '@/components/cards'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useRevenueReport } from '../api/get-revenue-report'
import { useGrowthFormat } from '../format'
import { QueryCard } from './query-card'

export function RevenueReportCard() {
  const { t, i18n } = useTranslation('dashboards')
  const [year, setYear] = useState<RevenueReportYear>(DEFAULT_REVENUE_REPORT_YEAR)
  const query = useRevenueReport(year)
  const money = useNumberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const compact = useNumberFormat({ notation: 'compact' })
  const growth = useGrowthFormat()
  // the year is in the picker already, so the axis shows month names only
  const month = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    month: 'short',
    timeZone: 'UTC',
  })
  const title = t('revenueReport.title')
  const picker = (
    <Select value={year} onValueChange={(next) => setYear(next as RevenueReportYear)}>
      <SelectTrigger size="sm" className="w-auto min-w-24" aria-label={t('yearFor', { card: title })}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {REVENUE_REPORT_YEARS.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
  return (
    <QueryCard title={title} query={query} action={picker} skeletonClassName="h-80">
      {(data) => (
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
          <LazyCartesianChart
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
                stack: 'r',
              },
              {
                key: 'expense',
                label: t('revenueReport.expense'),
                color: 'warning',
                type: 'bar',
                stack: 'r',
              },
            ]}
          />
        </div>
      )}
    </QueryCard>
  )
}
