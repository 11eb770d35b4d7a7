import { useQuery } from '@tanstack/react-query'
import type { CardPeriod } from '@contract/cards'
import { statisticQueryOptions } from './card-query'

export const siteTrafficQueryOptions = (period: CardPeriod) => statisticQueryOptions('site-traffic', period)

export const useSiteTraffic = (period: CardPeriod) => useQuery(siteTrafficQueryOptions(period))
