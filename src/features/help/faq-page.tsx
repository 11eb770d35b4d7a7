import SearchX from 'lucide-react/icons/search-x'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useUrlState } from '@/lib/url-state'
import { useFaq } from './api/get-faq'
import { FaqCategories } from './components/faq-categories'
import { FaqContact } from './components/faq-contact'
import { HelpHero } from './components/help-hero'
import { faqFields } from './faq-search'

/** Search over the questions (the matches marked), categories as tabs, an accordion each, and contacts. */
export function FaqPage() {
  const { t } = useTranslation('help')
  const [{ q, category }, setSearch] = useUrlState(faqFields)
  const faq = useFaq(q.trim())
  const empty = faq.data && Object.keys(faq.data).length === 0

  return (
    <div className="flex flex-col gap-8">
      <HelpHero
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
        searchLabel={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
        q={q}
        onSearch={(next) => setSearch({ q: next }, { replace: true })}
      />
      <div aria-live="polite" className="sr-only">
        {faq.data && q
          ? t('faq.resultCount', { count: Object.values(faq.data).reduce((n, c) => n + c.qandA.length, 0) })
          : ''}
      </div>
      {faq.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : faq.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void faq.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : empty ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t('faq.emptyTitle')}</h2>
          <p className="text-muted-foreground wrap-anywhere">{t('faq.emptyBody', { q: q.trim() })}</p>
          <Button variant="outline" onClick={() => setSearch({ q: '' })}>
            {t('clearSearch')}
          </Button>
        </div>
      ) : (
        <FaqCategories
          faq={faq.data}
          category={category}
          q={q}
          onCategory={(next) => setSearch({ category: next }, { replace: true })}
        />
      )}
      <FaqContact />
    </div>
  )
}
