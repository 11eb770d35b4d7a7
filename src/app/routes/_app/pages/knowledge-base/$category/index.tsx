import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'
import { KbCategoryPage } from '@/features/help'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  staticData: { namespaces: ['help'] },
  beforeLoad: requireAbility('read', 'Page'),
  component: function KbCategoryRoute() {
    const { category } = Route.useParams()
    return <KbCategoryPage key={category} category={category} />
  },
})
