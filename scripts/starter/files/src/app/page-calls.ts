import type { QueryClient } from '@tanstack/react-query'

type StartCalls = (client: QueryClient, search: Readonly<Record<string, unknown>>) => void

/*
 * Pages whose first calls start in their route's loader, so the answers are on their way while the page's code
 * downloads. Add an entry per page whose value dynamically imports the feature's starter
 * (`features/<name>/api/page-calls.ts`, a function that calls `prefetchQuery` with the page's own query options)
 * and hands it back: a chunk of its own, as a static import here would put the calls and TanStack Query in the
 * route tree's chunk, which the sign-in page loads too. Then, in the route: `loader: () => startPageCalls('orders')`.
 */
const STARTERS: Record<string, () => Promise<StartCalls>> = {}

/**
 * Starts a page's first calls from its route's loader and returns at once. The router also runs loaders when a
 * link is hovered, so start only calls without side effects. Should the starter fail to load, nothing is lost:
 * the page makes its calls as it renders.
 */
export function startPageCalls(page: string, search: Readonly<Record<string, unknown>> = {}): void {
  const starter = STARTERS[page]
  if (!starter) return
  void Promise.all([starter(), import('@/lib/query-client')])
    .then(([start, { queryClient }]) => start(queryClient, search))
    .catch(() => undefined)
}
