import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Pagination, type PaginationLabels } from '@/components/ui/pagination'
import { DemoCard } from '../components/demo-card'

/** Numbered pagination: few pages, many pages with gaps, small size; the page shown follows the buttons. */
export function PaginationPage() {
  const { t } = useTranslation('uiDisplay')
  const [few, setFew] = useState(2)
  const [many, setMany] = useState(7)
  const [small, setSmall] = useState(1)
  const labels = (n: number): PaginationLabels => ({
    nav: t('pagination.nav', { n }),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (page) => t('pagination.page', { page }),
  })
  return (
    <div>
      <PageHeader title={t('pagination.title')} intro={t('pagination.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('pagination.few')}
          code={`<Pagination page={page} pageCount={5} onPageChange={setPage} labels={labels} />`}
          contentClassName="flex flex-col gap-3"
        >
          <Pagination page={few} pageCount={5} onPageChange={setFew} labels={labels(1)} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('pagination.showing', { page: few, count: 5 })}
          </p>
        </DemoCard>
        <DemoCard
          title={t('pagination.many')}
          description={t('pagination.manyHint')}
          code={`<Pagination page={page} pageCount={24} siblings={1} … />`}
          contentClassName="flex flex-col gap-3"
        >
          <Pagination page={many} pageCount={24} onPageChange={setMany} labels={labels(2)} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('pagination.showing', { page: many, count: 24 })}
          </p>
        </DemoCard>
        <DemoCard title={t('pagination.small')} code={`<Pagination size="sm" … />`}>
          <Pagination page={small} pageCount={3} onPageChange={setSmall} labels={labels(3)} size="sm" />
        </DemoCard>
      </div>
    </div>
  )
}
