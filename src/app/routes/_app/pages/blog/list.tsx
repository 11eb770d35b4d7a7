import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '@/features/blog'
import type { blogFields } from '@/features/blog/blog-search'
import { typedSearch } from '@/lib/url-state/typed-search'

export const Route = createFileRoute('/_app/pages/blog/list')({
  staticData: { namespaces: ['blog'] },
  validateSearch: typedSearch<typeof blogFields>(),
  component: BlogListPage,
})
