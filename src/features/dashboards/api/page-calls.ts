import type { QueryClient } from '@tanstack/react-query'
import { DEFAULT_CARD_PERIOD as FIRST } from '@contract/cards.values'
import { REPORT_YEAR_CHOICES } from '../components/period-choices'
import { activeUsersQueryOptions } from './get-active-users'
import { avgSessionsQueryOptions } from './get-avg-sessions'
import { customersQueryOptions } from './get-customers'
import { goalOverviewQueryOptions } from './get-goal-overview'
import { newsletterQueryOptions } from './get-newsletter'
import { ordersChartQueryOptions } from './get-orders-chart'
import { ordersQueryOptions } from './get-orders'
import { productOrdersQueryOptions } from './get-product-orders'
import { profitQueryOptions } from './get-profit'
import { revenueReportQueryOptions } from './get-revenue-report'
import { revenueQueryOptions } from './get-revenue'
import { salesQueryOptions } from './get-sales'
import { sessionsDeviceQueryOptions } from './get-sessions-device'
import { siteTrafficQueryOptions } from './get-site-traffic'
import { statisticsRevenueQueryOptions } from './get-statistics-revenue'
import { subscribersQueryOptions } from './get-subscribers'
import { supportTrackerQueryOptions } from './get-support-tracker'

/*
 * The calls each dashboard's cards make when the page opens, every card at its first period. The page's route
 * starts them in its loader, without waiting for them (docs/state.md, "Calls that start with the page"): the
 * answers are on their way while the page's code downloads, and a card whose answer is in by the time the page
 * renders draws its figures at once instead of a placeholder and a second render. `page-calls.test.tsx` renders
 * each page and checks that its cards ask for exactly these calls, so the lists cannot drift from the cards.
 */
const PAGE_CALLS = {
  ecommerce: (client: QueryClient) => [
    client.prefetchQuery(salesQueryOptions(FIRST)),
    client.prefetchQuery(ordersQueryOptions(FIRST)),
    client.prefetchQuery(statisticsRevenueQueryOptions(FIRST)),
    client.prefetchQuery(siteTrafficQueryOptions(FIRST)),
    client.prefetchQuery(ordersChartQueryOptions(FIRST)),
    client.prefetchQuery(profitQueryOptions(FIRST)),
    client.prefetchQuery(revenueQueryOptions(FIRST)),
    client.prefetchQuery(productOrdersQueryOptions(FIRST)),
    client.prefetchQuery(customersQueryOptions(FIRST)),
    client.prefetchQuery(goalOverviewQueryOptions(FIRST)),
  ],
  analytics: (client: QueryClient) => [
    client.prefetchQuery(subscribersQueryOptions(FIRST)),
    client.prefetchQuery(ordersQueryOptions(FIRST)),
    client.prefetchQuery(siteTrafficQueryOptions(FIRST)),
    client.prefetchQuery(statisticsRevenueQueryOptions(FIRST)),
    client.prefetchQuery(avgSessionsQueryOptions(FIRST)),
    client.prefetchQuery(supportTrackerQueryOptions(FIRST)),
    client.prefetchQuery(sessionsDeviceQueryOptions(FIRST)),
    client.prefetchQuery(goalOverviewQueryOptions(FIRST)),
    client.prefetchQuery(activeUsersQueryOptions(FIRST)),
    client.prefetchQuery(newsletterQueryOptions(FIRST)),
    client.prefetchQuery(revenueReportQueryOptions(REPORT_YEAR_CHOICES.initial)),
  ],
}

export type DashboardPage = keyof typeof PAGE_CALLS

/**
 * Starts a dashboard's calls and returns at once. A call already cached and fresh is not made again; one that
 * fails is left to its card, which shows the error and a retry when it renders.
 */
export function startDashboardCalls(client: QueryClient, page: DashboardPage): Promise<unknown> {
  return Promise.all(PAGE_CALLS[page](client))
}

/** The starters the routes' loaders call (src/app/page-calls.ts). */
export const startEcommerceDashboardCalls = (client: QueryClient) => startDashboardCalls(client, 'ecommerce')
export const startAnalyticsDashboardCalls = (client: QueryClient) => startDashboardCalls(client, 'analytics')
