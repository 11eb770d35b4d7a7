import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { analyticsQueryOptions } from './card-query'

export const customersQueryOptions = (period: CardPeriod) => analyticsQueryOptions('customers', period)

export const useCustomers = (period: CardPeriod) => useQuery(customersQueryOptions(period))
