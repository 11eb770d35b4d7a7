import { createFileRoute } from '@tanstack/react-router'
import { ExportSelectedPage } from '@/features/ui-kit/extensions/sheets'

export const Route = createFileRoute('/_app/extensions/export-selected')({
  staticData: { namespaces: ['dataTable'] },
  component: ExportSelectedPage,
})
