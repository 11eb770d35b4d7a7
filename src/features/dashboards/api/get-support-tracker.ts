import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const supportTrackerQueryOptions = (period: CardPeriod) =>
  analyticsQueryOptions('support-tracker', period)
