import { createFileRoute } from '@tanstack/react-router'
import { BlogEditPage } from '@/features/blog'

// The bare address opens the first post.
export const Route = createFileRoute('/_app/pages/blog/edit/')({
  staticData: { namespaces: ['blog'] },
  component: () => <BlogEditPage id={undefined} />,
})
