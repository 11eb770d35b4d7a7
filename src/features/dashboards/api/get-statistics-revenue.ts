import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const statisticsRevenueQueryOptions = (period: CardPeriod) => statisticQueryOptions('revenue', period)

export const useStatisticsRevenue = (period: CardPeriod) => useQuery(statisticsRevenueQueryOptions(period))
