import { createFileRoute } from '@tanstack/react-router'
import { BlogDetailPage, parsePostId } from '@/features/blog'

export const Route = createFileRoute('/_app/pages/blog/detail/$id')({
  staticData: { namespaces: ['blog'] },
  component: function BlogDetailRoute() {
    const { id } = Route.useParams()
    return <BlogDetailPage key={id} id={parsePostId(id)} />
  },
})
