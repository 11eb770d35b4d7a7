import { createFileRoute } from '@tanstack/react-router'
import { DatatableAdvancePage, type TableSearch } from '@/features/tables'

export const Route = createFileRoute('/_app/datatables/advance')({
  // Typed here, read by the page's chunk (parseTableSearch): validateSearch runs in the entry chunk (docs/state.md).
  validateSearch: (search: Record<string, unknown>) => search as TableSearch,
  component: function DatatableRoute() {
    const navigate = Route.useNavigate()
    return (
      <DatatableAdvancePage
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search })}
      />
    )
  },
})
