import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { KbCategory } from '@contract/faq'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { HelpIcon } from './help-icon'
import { Highlight } from './highlight'
import { KB_TINT } from './kb-tint'

const SHOWN = 4

/** A category: its title links to the category page, then its first questions and a link to all of them. */
export function KbCategoryCard({ category, q }: { category: KbCategory; q: string }) {
  const { t } = useTranslation('help')
  const params = { category: category.id }
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            KB_TINT[category.color],
          )}
        >
          <HelpIcon name={category.icon} className="size-5" />
        </span>
        <CardTitle>
          <Link
            to="/pages/knowledge-base/$category"
            params={params}
            className="user-text hover:text-primary-ink hover:underline"
          >
            <Highlight text={category.title} query={q} />
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="user-text text-sm text-muted-foreground">{category.desc}</p>
        <ul className="flex flex-col gap-2">
          {category.questions.slice(0, SHOWN).map((question) => (
            <li key={question.slug}>
              <Link
                to="/pages/knowledge-base/$category/$question"
                params={{ ...params, question: question.slug }}
                className="user-text text-primary-ink hover:underline"
              >
                <Highlight text={question.question} query={q} />
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/pages/knowledge-base/$category"
          params={params}
          className="mt-auto text-sm font-medium text-primary-ink hover:underline"
        >
          {t('kb.seeAll', { count: category.questions.length, title: category.title })}
        </Link>
      </CardContent>
    </Card>
  )
}
