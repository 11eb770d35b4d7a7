import { createFileRoute } from '@tanstack/react-router'
import { startEcommerceDashboardCalls } from '@/features/dashboards/api/page-calls'
import { noteFirstPageAnswers } from '@/lib/first-page-answers'
import { queryClient } from '@/lib/query-client'
import { EcommerceDashboardPage } from '@/features/dashboards'

/** The home page is the eCommerce dashboard (docs/routes.md); `/dashboard/ecommerce` shows it too. */
export const Route = createFileRoute('/_app/')({
  staticData: { namespaces: ['dashboards'] },
  // the cards' calls start with the page's chunk instead of after its first render (docs/state.md)
  loader: () => noteFirstPageAnswers(startEcommerceDashboardCalls(queryClient)),
  component: EcommerceDashboardPage,
})
