import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { EcommerceDashboardPage } from '@/features/dashboards'

/** The home page is the eCommerce dashboard (docs/routes.md); `/dashboard/ecommerce` shows it too. */
export const Route = createFileRoute('/_app/')({
  staticData: { namespaces: ['dashboards'] },
  beforeLoad: requireAbility('read', 'Dashboard'),
  component: EcommerceDashboardPage,
})
