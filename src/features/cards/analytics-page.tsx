import { useTranslation } from 'react-i18next'
import { BudgetCard, GoalCard } from './components/analytics-goals'
import { BrowsersCard, CountriesCard, ReferralsCard } from './components/analytics-lists'
import { PageHeader } from './components/page-header'

export function AnalyticsCardsPage() {
  const { t } = useTranslation('cards')
  return (
    <div>
      <PageHeader title={t('analytics.title')} intro={t('analytics.intro')} />
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <CountriesCard />
        <GoalCard />
        <BrowsersCard />
        <ReferralsCard />
        <BudgetCard />
      </div>
    </div>
  )
}
