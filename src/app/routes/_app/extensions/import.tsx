import { createFileRoute } from '@tanstack/react-router'
import { ImportPage } from '@/features/ui-kit/extensions/sheets'

export const Route = createFileRoute('/_app/extensions/import')({
  staticData: { namespaces: ['dataTable'] },
  component: ImportPage,
})
