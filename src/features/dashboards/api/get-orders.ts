import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const ordersQueryOptions = (period: CardPeriod) => statisticQueryOptions('orders', period)

export const useOrders = (period: CardPeriod) => useQuery(ordersQueryOptions(period))
