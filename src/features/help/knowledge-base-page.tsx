import SearchX from 'lucide-react/icons/search-x'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useUrlState } from '@/lib/url-state'
import { useKnowledgeBase } from './api/get-knowledge-base'
import { HelpHero } from './components/help-hero'
import { KbCategoryCard } from './components/kb-category-card'
import { kbFields } from './faq-search'

/** Categories as cards, searchable over category titles and questions. */
export function KnowledgeBasePage() {
  const { t } = useTranslation('help')
  const [{ q }, setSearch] = useUrlState(kbFields)
  const kb = useKnowledgeBase(q.trim())
  return (
    <div className="flex flex-col gap-8">
      <HelpHero
        title={t('kb.title')}
        subtitle={t('kb.subtitle')}
        searchLabel={t('kb.searchLabel')}
        placeholder={t('kb.searchPlaceholder')}
        q={q}
        onSearch={(next) => setSearch({ q: next }, { replace: true })}
      />
      {kb.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : kb.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void kb.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : kb.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t('faq.emptyTitle')}</h2>
          <p className="text-muted-foreground wrap-anywhere">{t('kb.emptyBody', { q: q.trim() })}</p>
          <Button variant="outline" onClick={() => setSearch({ q: '' })}>
            {t('clearSearch')}
          </Button>
        </div>
      ) : (
        <section aria-label={t('kb.categories')} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {kb.data.map((category) => (
            <KbCategoryCard key={category.id} category={category} q={q.trim()} />
          ))}
        </section>
      )}
    </div>
  )
}
