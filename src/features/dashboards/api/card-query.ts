import { queryOptions } from '@tanstack/react-query'
import type { AnalyticsReplies, StatisticReplies } from '@contract/cards'
import type { CardPeriod } from '@contract/cards.values'
import { cardsCalls } from '@contract/cards.calls'
import type { Call } from '@contract/endpoint'
import { apiFetch } from '@/lib/http/client'

type PeriodAnalyticsCard = Exclude<keyof AnalyticsReplies, 'revenue-report'>

/** A period card's call with its reply: TypeScript cannot index the generated table through a type parameter. */
const periodCardCall = <Reply>(key: keyof typeof cardsCalls) =>
  cardsCalls[key] as Call<'GET', string, { period?: CardPeriod }, undefined, Reply>

/** Shared by the per-call files: the period is part of the key, so each period is cached on its own. */
export const analyticsQueryOptions = <K extends PeriodAnalyticsCard>(name: K, period: CardPeriod) =>
  queryOptions({
    queryKey: ['dashboards', 'card-analytics', name, period] as const,
    queryFn: ({ signal }) =>
      apiFetch(periodCardCall<AnalyticsReplies[K]>(`analytics/${name}`), { query: { period }, signal }),
  })

export const statisticQueryOptions = <K extends keyof StatisticReplies>(name: K, period: CardPeriod) =>
  queryOptions({
    queryKey: ['dashboards', 'card-statistics', name, period] as const,
    queryFn: ({ signal }) =>
      apiFetch(periodCardCall<StatisticReplies[K]>(`statistics/${name}`), { query: { period }, signal }),
  })
