import { createFileRoute } from '@tanstack/react-router'
import { ExportPage } from '@/features/ui-kit/extensions/sheets'

export const Route = createFileRoute('/_app/extensions/export')({
  staticData: { namespaces: ['dataTable'] },
  component: ExportPage,
})
