import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { BudgetCard, GoalCard } from './components/analytics-goals'
import { BrowsersCard, CountriesCard, ReferralsCard } from './components/analytics-lists'
import { VisitsChartCard } from './components/visits-chart-card'

export function AnalyticsCardsPage() {
  const { t } = useTranslation('cards')
  return (
    <div>
      <PageHeader title={t('analytics.title')} intro={t('analytics.intro')} />
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <div className="md:col-span-2 xl:col-span-3">
          <VisitsChartCard />
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
