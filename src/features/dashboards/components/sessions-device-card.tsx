import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_CARD_PERIOD, type CardPeriod } from '@contract/cards'
import { useNumberFormat } from '@/components/cards'
import { useSessionsDevice } from '../api/get-sessions-device'
import { useGrowthFormat } from '../format'
import { PeriodSelect } from './period-select'
import { QueryCard } from './query-card'
import { SegmentsList } from './segments-list'

// the contract's segment helper widens keys to string, so the known ones are mapped to typed i18n keys here
const DEVICE_KEYS: Record<
  string,
  'sessionsDevice.desktop' | 'sessionsDevice.mobile' | 'sessionsDevice.tablet'
> = {
  desktop: 'sessionsDevice.desktop',
  mobile: 'sessionsDevice.mobile',
  tablet: 'sessionsDevice.tablet',
}

export function SessionsDeviceCard() {
  const { t } = useTranslation('dashboards')
  const [period, setPeriod] = useState<CardPeriod>(DEFAULT_CARD_PERIOD)
  const query = useSessionsDevice(period)
  const number = useNumberFormat()
  const growth = useGrowthFormat()
  const title = t('sessionsDevice.title')
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
          <SegmentsList segments={data.segments.map((s) => ({ ...s, label: t(DEVICE_KEYS[s.key]) }))} />
        </div>
      )}
    </QueryCard>
  )
}
