import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const subscribersQueryOptions = (period: CardPeriod) => statisticQueryOptions('subscribers', period)

export const useSubscribers = (period: CardPeriod) => useQuery(subscribersQueryOptions(period))
