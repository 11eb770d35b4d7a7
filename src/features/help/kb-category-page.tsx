import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/http/client'
import { cn } from '@/lib/utils'
import { useKbCategory } from './api/get-kb-category'
import { HelpIcon } from './components/help-icon'
import { KbBreadcrumb } from './components/kb-breadcrumb'
import { KB_TINT } from './components/kb-tint'
import { NotFoundNote } from './components/not-found-note'

/** One category: every question in it, each a link to its article. */
export function KbCategoryPage({ category }: { category: string }) {
  const { t } = useTranslation('help')
  const query = useKbCategory(category)
  if (query.isPending) return <Skeleton className="h-80 w-full" />
  if (query.isError)
    return (
      <NotFoundNote
        message={isApiError(query.error) && query.error.status === 404 ? t('kb.noCategory') : t('loadFailed')}
      />
    )
  const data = query.data
  return (
    <div className="flex flex-col gap-6">
      <KbBreadcrumb crumbs={[{ label: data.title }]} />
      <header className="flex items-center gap-3">
        <span className={cn('flex size-12 items-center justify-center rounded-lg', KB_TINT[data.color])}>
          <HelpIcon name={data.icon} className="size-6" />
        </span>
        <div>
          <h1 className="user-text text-2xl font-semibold">{data.title}</h1>
          <p className="user-text text-muted-foreground">{data.desc}</p>
        </div>
      </header>
      <Card>
        <CardContent>
          <h2 className="mb-3 text-lg font-semibold">
            {t('kb.questions', { count: data.questions.length })}
          </h2>
          <ul className="flex flex-col divide-y">
            {data.questions.map((question) => (
              <li key={question.slug}>
                <Link
                  to="/pages/knowledge-base/$category/$question"
                  params={{ category: data.id, question: question.slug }}
                  className="user-text block py-3 text-primary-ink hover:underline"
                >
                  {question.question}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  )
}
