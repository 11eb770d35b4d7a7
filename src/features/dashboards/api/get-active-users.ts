import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const activeUsersQueryOptions = (period: CardPeriod) => statisticQueryOptions('active-users', period)

export const useActiveUsers = (period: CardPeriod) => useQuery(activeUsersQueryOptions(period))
