import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { BlogEditPage } from '@/features/blog'

// The bare address opens the first post.
export const Route = createFileRoute('/_app/pages/blog/edit/')({
  staticData: { namespaces: ['blog'] },
  beforeLoad: requireAbility('manage', 'Blog'),
  component: () => <BlogEditPage id={undefined} />,
})
