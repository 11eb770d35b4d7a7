import { createFileRoute } from '@tanstack/react-router'

/** The data-table demos' strings, loaded with the first of them. */
export const Route = createFileRoute('/_app/datatables')({
  staticData: { namespaces: ['tables', 'dataTable'] },
})
