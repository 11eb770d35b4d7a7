import type { QueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'

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
  calendar: () => import('@/features/calendar/api/page-calls').then((m): StartCalls => m.startCalendarCalls),
}

/** The answers to the calls of the app's first page, once its loader has run (see `useFirstPageAnswered`). */
let firstPage: Promise<unknown> | undefined

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
  firstPage ??= answers
}

/** How long the first page waits for its first answers before it draws its placeholders instead. */
const FIRST_ANSWERS_WAIT_MS = 300
let firstPageWaited = false

/**
 * False until the app's first page has its first answers (or waited `FIRST_ANSWERS_WAIT_MS` for them); then it
 * turns true in a transition (docs/state.md, "The first page draws once"). The `_app` outlet holds the page back
 * meanwhile, so the page renders once, with its data, in slices; rendered at once, it would draw placeholders and
 * then render again as each answer arrives, in one blocking task each (answers reach React through a store).
 */
export function useFirstPageAnswered(): boolean {
  const [answered, setAnswered] = useState(() => firstPageWaited || firstPage === undefined)
  useEffect(() => {
    if (answered) return
    let mounted = true
    const waited = new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS))
    void Promise.race([firstPage, waited]).then(() => {
      firstPageWaited = true
      if (mounted) startTransition(() => setAnswered(true))
    })
    return () => {
      mounted = false
    }
  }, [answered])
  return answered
}
