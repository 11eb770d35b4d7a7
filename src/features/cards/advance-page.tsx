import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { PlanCard } from './components/plan-card'
import { CongratsCard, ProfileCard } from './components/profile-cards'
import { TeamCard } from './components/team-card'
import { TimelineCard } from './components/timeline-card'

export function AdvanceCardsPage() {
  const { t } = useTranslation('cards')
  return (
    <div>
      <PageHeader title={t('advance.title')} intro={t('advance.intro')} />
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <div className="flex flex-col gap-6">
          <CongratsCard />
          <ProfileCard />
        </div>
        <TimelineCard />
        <div className="flex flex-col gap-6">
          <TeamCard />
          <PlanCard />
        </div>
      </div>
    </div>
  )
}
