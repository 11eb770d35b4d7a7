import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { BasicTablesPage } from '@/features/tables'

export const Route = createFileRoute('/_app/tables/basic')({
  staticData: { namespaces: ['tables'] },
  beforeLoad: requireAbility('read', 'Table'),
  component: BasicTablesPage,
})
