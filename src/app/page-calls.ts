import type { QueryClient } from '@tanstack/react-query'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'

type StartCalls = (client: QueryClient, search: Readonly<Record<string, unknown>>) => Promise<unknown>

/*
 * Pages whose first calls start in their route's loader (docs/state.md, "Calls that start with the page"). Each
 * entry loads the feature's starter in a chunk of its own: a static import here would put the calls, and TanStack
 * Query with them, in the route tree's chunk, which every page loads, the sign-in page included.
 */
const STARTERS = {
  ecommerceDashboard: () =>
    import('@/features/dashboards/api/page-calls').then((m): StartCalls => m.startEcommerceDashboardCalls),
  analyticsDashboard: () =>
    import('@/features/dashboards/api/page-calls').then((m): StartCalls => m.startAnalyticsDashboardCalls),
  email: () => import('@/features/email/api/page-calls').then((m): StartCalls => m.startMailboxCalls),
  todo: () => import('@/features/todo/api/page-calls').then((m): StartCalls => m.startTodoCalls),
  chat: () => import('@/features/chat/api/page-calls').then((m): StartCalls => m.startChatCalls),
  userList: () => import('@/features/users/api/page-calls').then((m): StartCalls => m.startUserListCalls),
  calendar: () => import('@/features/calendar/api/page-calls').then((m): StartCalls => m.startCalendarCalls),
}

/**
 * Starts a page's first calls from its route's loader and returns at once, so the answers are on their way while
 * the page's code downloads. The router also runs loaders when a link is hovered (`defaultPreload: 'intent'`), so
 * the calls start then. Should the starter fail to load, nothing is lost: the page makes its calls as it renders.
 */
export function startPageCalls(
  page: keyof typeof STARTERS,
  search: Readonly<Record<string, unknown>> = {},
): void {
  const answers = Promise.all([STARTERS[page](), import('@/lib/query-client')])
    .then(([start, { queryClient }]) => start(queryClient, search))
    .catch(() => undefined)
  // the app's first page waits for them, briefly (src/lib/first-page-answers.ts)
  noteFirstPageAnswers(answers)
}
