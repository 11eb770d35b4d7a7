import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const profitQueryOptions = (period: CardPeriod) => statisticQueryOptions('profit-line-chart', period)

export const useProfit = (period: CardPeriod) => useQuery(profitQueryOptions(period))
