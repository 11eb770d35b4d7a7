import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const supportTrackerQueryOptions = (period: CardPeriod) =>
  analyticsQueryOptions('support-tracker', period)

export const useSupportTracker = (period: CardPeriod) => useQuery(supportTrackerQueryOptions(period))
