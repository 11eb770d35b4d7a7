import { createFileRoute } from '@tanstack/react-router'
import { BlogDetailPage } from '@/features/blog'

// The bare address opens the first post.
export const Route = createFileRoute('/_app/pages/blog/detail/')({
  staticData: { namespaces: ['blog'] },
  component: () => <BlogDetailPage id={undefined} />,
})
