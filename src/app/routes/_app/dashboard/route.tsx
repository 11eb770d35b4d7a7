import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** Both dashboards need `read` on `Dashboard`, the ability their menu group asks for. */
export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: requireAbility('read', 'Dashboard'),
  staticData: { namespaces: ['dashboards'] },
})
