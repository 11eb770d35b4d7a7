import { useTranslation } from 'react-i18next'
import { AvgSessionsCard } from './components/avg-sessions-card'
import { GoalOverviewCard } from './components/goal-overview-card'
import { RevenueReportCard } from './components/revenue-report-card'
import { SessionsDeviceCard } from './components/sessions-device-card'
import { StatisticsTiles } from './components/statistics-tiles'
import { SupportTrackerCard } from './components/support-tracker-card'
import { TrendTiles } from './components/trend-tiles'
import { WelcomeCard } from './components/welcome-card'

/** Each card fetches its own call with its own period, so one slow or failing card never blocks the rest. */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation('dashboards')
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('analytics.title')}</h1>
      <WelcomeCard />
      <StatisticsTiles names={['subscribers', 'orders', 'siteTraffic', 'revenue']} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AvgSessionsCard />
        <SupportTrackerCard />
        <SessionsDeviceCard />
        <GoalOverviewCard />
      </div>
      <TrendTiles names={['activeUsers', 'newsletter']} />
      <RevenueReportCard />
    </div>
  )
}
