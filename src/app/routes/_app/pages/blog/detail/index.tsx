import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { BlogDetailPage } from '@/features/blog'

// The bare address opens the first post.
export const Route = createFileRoute('/_app/pages/blog/detail/')({
  staticData: { namespaces: ['blog'] },
  beforeLoad: requireAbility('read', 'Blog'),
  component: () => <BlogDetailPage id={undefined} />,
})
