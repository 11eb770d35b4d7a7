import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RevenueReport } from '@contract/cards'
import { CARD_ANALYTICS_PATH, type RevenueReportYear } from '@contract/card-values'
import { apiFetch } from '@/lib/http/client'

/** The one card call that takes a year instead of a period. */
export const getRevenueReport = (year: RevenueReportYear, signal?: AbortSignal) =>
  apiFetch<RevenueReport>(`${CARD_ANALYTICS_PATH}/revenue-report`, { query: { year }, signal })

export const revenueReportQueryOptions = (year: RevenueReportYear) =>
  queryOptions({
    queryKey: ['dashboards', 'card-analytics', 'revenue-report', year] as const,
    queryFn: ({ signal }) => getRevenueReport(year, signal),
  })

export const useRevenueReport = (year: RevenueReportYear) => useQuery(revenueReportQueryOptions(year))
