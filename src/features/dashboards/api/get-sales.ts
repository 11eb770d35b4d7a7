import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const salesQueryOptions = (period: CardPeriod) => statisticQueryOptions('sales', period)

export const useSales = (period: CardPeriod) => useQuery(salesQueryOptions(period))
