import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { BudgetCard, GoalCard } from './components/analytics-goals'
import { BrowsersCard, CountriesCard, ReferralsCard } from './components/analytics-lists'
import { PageHeader } from './components/page-header'

// recharts is ~100 KB gzip: a separate chunk, fetched only when this page draws the chart
const VisitsChartCard = lazy(() => import('./components/visits-chart-card'))

export function AnalyticsCardsPage() {
  const { t } = useTranslation('cards')
  return (
    <div>
      <PageHeader title={t('analytics.title')} intro={t('analytics.intro')} />
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <div className="md:col-span-2 xl:col-span-3">
          <Suspense
            fallback={
              <Card aria-busy className="h-[22rem] p-6">
                <Skeleton className="size-full" />
              </Card>
            }
          >
            <VisitsChartCard />
          </Suspense>
        </div>
        <CountriesCard />
        <GoalCard />
        <BrowsersCard />
        <ReferralsCard />
        <BudgetCard />
      </div>
    </div>
  )
}
