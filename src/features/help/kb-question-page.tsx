import { Link } from '@tanstack/react-router'
import ThumbsDown from 'lucide-react/icons/thumbs-down'
import ThumbsUp from 'lucide-react/icons/thumbs-up'
import { useTranslation } from 'react-i18next'
import type { KbArticle } from '@contract/faq'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toast'
import { isApiError } from '@/lib/http/client'
import { useKbArticle } from './api/get-kb-article'
import { useVoteHelpful } from './api/vote-helpful'
import { KbBreadcrumb } from './components/kb-breadcrumb'
import { NotFoundNote } from './components/not-found-note'

/** One article, its related questions, and "was this helpful" (the caller's vote is kept). */
export function KbQuestionPage({ category, question }: { category: string; question: string }) {
  const { t, i18n } = useTranslation('help')
  const query = useKbArticle(category, question)
  if (query.isPending) return <Skeleton className="h-80 w-full" />
  if (query.isError)
    return (
      <NotFoundNote
        message={isApiError(query.error) && query.error.status === 404 ? t('kb.noQuestion') : t('loadFailed')}
      />
    )
  const article = query.data
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(article.lastUpdated),
  )
  return (
    <div className="flex flex-col gap-6">
      <KbBreadcrumb
        crumbs={[
          {
            label: article.category.title,
            to: '/pages/knowledge-base/$category',
            params: { category: article.category.id },
          },
          { label: article.question },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardContent className="flex flex-col gap-4">
            <h1 className="user-text text-2xl font-semibold">{article.question}</h1>
            <p className="text-sm text-muted-foreground">{t('kb.updated', { date: updated })}</p>
            {article.content.map((paragraph) => (
              <p key={paragraph} className="user-text">
                {paragraph}
              </p>
            ))}
            <HelpfulVote article={article} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('kb.related')}</CardTitle>
          </CardHeader>
          <CardContent>
            {article.relatedQuestions.length === 0 ? (
              <p className="text-muted-foreground">{t('kb.noRelated')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {article.relatedQuestions.map((related) => (
                  <li key={related.slug}>
                    <Link
                      to="/pages/knowledge-base/$category/$question"
                      params={{ category: article.category.id, question: related.slug }}
                      className="user-text text-primary-ink hover:underline"
                    >
                      {related.question}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  )
}

function HelpfulVote({ article }: { article: KbArticle }) {
  const { t } = useTranslation('help')
  const vote = useVoteHelpful()
  const { yes, no, myVote } = article.helpful
  const cast = (helpful: boolean) =>
    vote.mutate(
      { category: article.category.id, question: article.slug, helpful },
      { onSuccess: () => toast.success(t('kb.thanks')), onError: (error) => toast.error(error.message) },
    )
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t pt-4">
      <p id="kb-helpful" className="font-medium">
        {t('kb.helpful')}
      </p>
      <div role="group" aria-labelledby="kb-helpful" className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-pressed={myVote === true}
          className="aria-pressed:bg-primary-light"
          disabled={vote.isPending}
          onClick={() => cast(true)}
        >
          <ThumbsUp aria-hidden="true" />
          {t('kb.yes', { count: yes })}
        </Button>
        <Button
          variant="outline"
          size="sm"
          color="neutral"
          aria-pressed={myVote === false}
          className="aria-pressed:bg-muted"
          disabled={vote.isPending}
          onClick={() => cast(false)}
        >
          <ThumbsDown aria-hidden="true" />
          {t('kb.no', { count: no })}
        </Button>
      </div>
    </div>
  )
}
