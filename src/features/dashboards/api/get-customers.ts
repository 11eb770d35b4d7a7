import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const customersQueryOptions = (period: CardPeriod) => analyticsQueryOptions('customers', period)
