import { createFileRoute } from '@tanstack/react-router'
import { BlogEditPage, parsePostId } from '@/features/blog'

export const Route = createFileRoute('/_app/pages/blog/edit/$id')({
  staticData: { namespaces: ['blog'] },
  component: function BlogEditRoute() {
    const { id } = Route.useParams()
    return <BlogEditPage key={id} id={parsePostId(id)} />
  },
})
