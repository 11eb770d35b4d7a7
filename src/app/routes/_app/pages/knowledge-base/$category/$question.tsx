import { createFileRoute } from '@tanstack/react-router'
import { KbQuestionPage } from '@/features/help'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/$question')({
  staticData: { namespaces: ['help'] },
  component: function KbQuestionRoute() {
    const { category, question } = Route.useParams()
    return <KbQuestionPage key={`${category}/${question}`} category={category} question={question} />
  },
})
