import { createFileRoute } from '@tanstack/react-router'
import { KbCategoryPage } from '@/features/help'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  staticData: { namespaces: ['help'] },
  component: function KbCategoryRoute() {
    const { category } = Route.useParams()
    return <KbCategoryPage key={category} category={category} />
  },
})
