import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CardPeriod } from '@contract/cards.values'
import { useNumberFormat } from '@/components/cards'
import { useGrowthFormat } from '../format'
import { PeriodCard } from './period-card'
import { SegmentsList } from './segments-list'

interface SegmentTotals {
  total: number
  growth: number
  segments: { key: string; value: number; percent: number }[]
}

interface SegmentTotalCardProps<T extends SegmentTotals, K extends QueryKey> {
  /** the card's block in the `dashboards` namespace: `<section>.title` and one key per segment */
  section: 'customers' | 'sessionsDevice'
  query: (period: CardPeriod) => UseQueryOptions<T, Error, T, K>
}

/** A total with its growth over a list of segments (customers by kind, sessions by device), per period. */
export function SegmentTotalCard<T extends SegmentTotals, K extends QueryKey>({
  section,
  query,
}: SegmentTotalCardProps<T, K>) {
  const { t } = useTranslation('dashboards')
  const number = useNumberFormat()
  const growth = useGrowthFormat()
  const title = t(`${section}.title`)
  // segment keys come from the contract as strings; each has its label under the card's section
  const label = (key: string) => t(`${section}.${key}` as 'customers.title', { defaultValue: key })
  return (
    <PeriodCard title={title} query={query}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <p>
            <span className="text-2xl font-semibold">{number(data.total)}</span>{' '}
            <span className="text-sm text-muted-foreground" dir="ltr">
              {growth(data.growth)}
            </span>
          </p>
          <SegmentsList segments={data.segments.map((s) => ({ ...s, label: label(s.key) }))} />
        </div>
      )}
    </PeriodCard>
  )
}
