import { queryOptions } from '@tanstack/react-query'
import { cardsCalls } from '@contract/cards.calls'
import { apiFetch } from '@/lib/http/client'

/** The one card call that takes a year instead of a period. */
export const getRevenueReport = (year: string, signal?: AbortSignal) =>
  apiFetch(cardsCalls['analytics/revenue-report'], { query: { year }, signal })

export const revenueReportQueryOptions = (year: string) =>
  queryOptions({
    queryKey: ['dashboards', 'card-analytics', 'revenue-report', year] as const,
    queryFn: ({ signal }) => getRevenueReport(year, signal),
  })
