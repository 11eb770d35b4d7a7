import { createFileRoute } from '@tanstack/react-router'
import { BasicTablesPage } from '@/features/tables'

export const Route = createFileRoute('/_app/tables/basic')({
  staticData: { namespaces: ['tables'] },
  component: BasicTablesPage,
})
