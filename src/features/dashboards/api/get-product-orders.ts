import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const productOrdersQueryOptions = (period: CardPeriod) =>
  analyticsQueryOptions('product-orders', period)

export const useProductOrders = (period: CardPeriod) => useQuery(productOrdersQueryOptions(period))
