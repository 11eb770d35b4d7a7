import { queryOptions } from '@tanstack/react-query'
import type { AnalyticsReplies, StatisticReplies } from '@contract/cards'
import { CARD_ANALYTICS_PATH, CARD_STATISTICS_PATH, type CardPeriod } from '@contract/card-values'
import { apiFetch } from '@/lib/http/client'

/** Shared by the per-call files: the period is part of the key, so each period is cached on its own. */
export const analyticsQueryOptions = <K extends Exclude<keyof AnalyticsReplies, 'revenue-report'>>(
  name: K,
  period: CardPeriod,
) =>
  queryOptions({
    queryKey: ['dashboards', 'card-analytics', name, period] as const,
    queryFn: ({ signal }) =>
      apiFetch<AnalyticsReplies[K]>(`${CARD_ANALYTICS_PATH}/${name}`, { query: { period }, signal }),
  })

export const statisticQueryOptions = <K extends keyof StatisticReplies>(name: K, period: CardPeriod) =>
  queryOptions({
    queryKey: ['dashboards', 'card-statistics', name, period] as const,
    queryFn: ({ signal }) =>
      apiFetch<StatisticReplies[K]>(`${CARD_STATISTICS_PATH}/${name}`, { query: { period }, signal }),
  })
