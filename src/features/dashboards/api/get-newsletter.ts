import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const newsletterQueryOptions = (period: CardPeriod) => statisticQueryOptions('newsletter', period)

export const useNewsletter = (period: CardPeriod) => useQuery(newsletterQueryOptions(period))
