import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const productOrdersQueryOptions = (period: CardPeriod) =>
  analyticsQueryOptions('product-orders', period)
