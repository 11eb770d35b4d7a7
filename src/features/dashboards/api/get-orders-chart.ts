import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const ordersChartQueryOptions = (period: CardPeriod) =>
  statisticQueryOptions('orders-bar-chart', period)

export const useOrdersChart = (period: CardPeriod) => useQuery(ordersChartQueryOptions(period))
