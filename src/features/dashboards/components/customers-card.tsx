import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_CARD_PERIOD, type CardPeriod } from '@contract/cards'
import { useNumberFormat } from '@/components/cards'
import { useCustomers } from '../api/get-customers'
import { useGrowthFormat } from '../format'
import { PeriodSelect } from './period-select'
import { QueryCard } from './query-card'
import { SegmentsList } from './segments-list'

// the contract's segment helper widens keys to string, so the known ones map to typed i18n keys here
const KIND_KEYS: Record<string, 'customers.new' | 'customers.returning' | 'customers.referral'> = {
  new: 'customers.new',
  returning: 'customers.returning',
  referral: 'customers.referral',
}

export function CustomersCard() {
  const { t } = useTranslation('dashboards')
  const [period, setPeriod] = useState<CardPeriod>(DEFAULT_CARD_PERIOD)
  const query = useCustomers(period)
  const number = useNumberFormat()
  const growth = useGrowthFormat()
  const title = t('customers.title')
  return (
    <QueryCard
      title={title}
      query={query}
      action={<PeriodSelect value={period} onChange={setPeriod} card={title} />}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <p>
            <span className="text-2xl font-semibold">{number(data.total)}</span>{' '}
            <span className="text-sm text-muted-foreground">{growth(data.growth)}</span>
          </p>
          <SegmentsList
            segments={data.segments.map((s) => ({ ...s, label: t(KIND_KEYS[s.key] ?? 'customers.title') }))}
          />
        </div>
      )}
    </QueryCard>
  )
}
