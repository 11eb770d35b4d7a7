import { createFileRoute } from '@tanstack/react-router'
import { startPageCalls } from '@/app/page-calls'
import { EcommerceDashboardPage } from '@/features/dashboards'

/** The home page is the eCommerce dashboard (docs/routes.md); `/dashboard/ecommerce` shows it too. */
export const Route = createFileRoute('/_app/')({
  staticData: { namespaces: ['dashboards'] },
  // the cards' calls start with the page's chunk instead of after its first render (docs/state.md)
  loader: () => startPageCalls('ecommerceDashboard'),
  component: EcommerceDashboardPage,
})
