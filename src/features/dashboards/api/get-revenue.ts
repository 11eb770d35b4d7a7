import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const revenueQueryOptions = (period: CardPeriod) => analyticsQueryOptions('revenue', period)
