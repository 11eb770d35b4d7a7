import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The data-table demos need `read` on `Datatable`, the ability their menu group and API calls ask for. */
export const Route = createFileRoute('/_app/datatables')({
  beforeLoad: requireAbility('read', 'Datatable'),
  staticData: { namespaces: ['tables', 'dataTable'] },
})
