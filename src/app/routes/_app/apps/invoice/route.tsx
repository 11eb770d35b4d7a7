import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The invoice app needs `read` on `Invoice`, the ability its menu group and API calls ask for. */
export const Route = createFileRoute('/_app/apps/invoice')({
  beforeLoad: requireAbility('read', 'Invoice'),
  staticData: { namespaces: ['invoice', 'dataTable'] },
})
