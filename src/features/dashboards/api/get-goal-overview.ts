import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const goalOverviewQueryOptions = (period: CardPeriod) => analyticsQueryOptions('goal-overview', period)
