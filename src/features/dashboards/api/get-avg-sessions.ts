import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const avgSessionsQueryOptions = (period: CardPeriod) => analyticsQueryOptions('avg-sessions', period)
