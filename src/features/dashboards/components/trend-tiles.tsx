import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CardBucket, SeriesPoint } from '@contract/cards'
import type { CardPeriod } from '@contract/cards.values'
import { useNumberFormat } from '@/components/cards'
import { Sparkline } from '@/components/charts/sparkline'
import type { ThemeColor } from '@/components/ui/theme-color'
import { useActiveUsers } from '../api/get-active-users'
import { useNewsletter } from '../api/get-newsletter'
import { useOrdersChart } from '../api/get-orders-chart'
import { useProfit } from '../api/get-profit'
import { useGrowthFormat, useLabelFormat } from '../format'
import { PeriodRow } from './period-row'
import { QueryCard } from './query-card'

type TrendName = 'ordersChart' | 'profit' | 'newsletter' | 'activeUsers'

/** What every trend call answers with, whatever else it carries. */
interface Trend {
  growth: number
  bucket: CardBucket
  series: SeriesPoint[]
  total?: number
  average?: number
  peak?: number
}

const TRENDS: Record<
  TrendName,
  { type: 'line' | 'bar'; color: ThemeColor; money?: true; use: (p: CardPeriod) => UseQueryResult<Trend> }
> = {
  ordersChart: { type: 'bar', color: 'warning', use: useOrdersChart },
  profit: { type: 'line', color: 'info', money: true, use: useProfit },
  newsletter: { type: 'bar', color: 'success', use: useNewsletter },
  activeUsers: { type: 'line', color: 'primary', use: useActiveUsers },
}

function TrendTile({ name, period }: { name: TrendName; period: CardPeriod }) {
  const { t } = useTranslation('dashboards')
  const { type, color, money, use } = TRENDS[name]
  const query = use(period)
  const number = useNumberFormat(money ? { style: 'currency', currency: 'USD', notation: 'compact' } : {})
  const growth = useGrowthFormat()
  const label = useLabelFormat()
  const title = t(`trends.${name}`)
  return (
    <QueryCard title={title} query={query} skeletonClassName="h-[5.75rem]">
      {(data) => (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-semibold" data-testid={`trend-${name}`}>
              {number(data.total ?? data.average ?? 0)}
            </span>
            <span className="text-sm text-muted-foreground">
              {data.peak !== undefined && `${t('trends.averagePeak', { peak: number(data.peak) })} · `}
              <span className="sr-only">{t('growthLabel')}: </span>
              <span className={data.growth < 0 ? 'text-danger-ink' : 'text-success-ink'} dir="ltr">
                {growth(data.growth)}
              </span>
            </span>
          </p>
          <Sparkline
            title={t('trends.chart', { card: title })}
            data={data.series}
            type={type}
            color={color}
            labelHeader={t('date')}
            valueHeader={title}
            formatLabel={(key) => label(key, data.bucket)}
            formatValue={number}
          />
        </div>
      )}
    </QueryCard>
  )
}

/** A row of small trend cards sharing one period, each drawn with a plain-SVG sparkline (no recharts). */
export function TrendTiles({ names }: { names: TrendName[] }) {
  const { t } = useTranslation('dashboards')
  return (
    <PeriodRow title={t('trends.title')}>
      {(period) => names.map((name) => <TrendTile key={name} name={name} period={period} />)}
    </PeriodRow>
  )
}
