import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const sessionsDeviceQueryOptions = (period: CardPeriod) =>
  analyticsQueryOptions('sessions-device', period)
