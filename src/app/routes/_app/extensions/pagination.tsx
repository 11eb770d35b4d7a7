import { createFileRoute } from '@tanstack/react-router'
import { PaginatedListPage } from '@/features/ui-kit/extensions'
import type { paginatedListFields } from '@/features/ui-kit/extensions/paginated-list-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/extensions/pagination')({
  validateSearch: typedSearch<typeof paginatedListFields>(),
  component: PaginatedListPage,
})
