import ShieldCheck from 'lucide-react/icons/shield-check'
import ShieldOff from 'lucide-react/icons/shield-off'
import Users from 'lucide-react/icons/users'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Can } from '@/lib/ability'
import { RulesCard } from './components/rules-card'
import { UserCard } from './components/user-card'

/** The signed-in user's role and rules, and cards that appear only for the right abilities (<Can>). */
export function AccessControlPage() {
  const { t } = useTranslation('accessControl')
  return (
    <div>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <UserCard />
          <RulesCard />
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <Can I="read" a="ACL">
            <AbilityCard
              icon={<Users aria-hidden="true" />}
              title={t('readerCard.title')}
              body={t('readerCard.body')}
            />
          </Can>
          <Can I="manage" a="all">
            <AbilityCard
              icon={<ShieldCheck aria-hidden="true" />}
              title={t('adminCard.title')}
              body={t('adminCard.body')}
              tone="success"
            />
          </Can>
          <Can I="manage" a="all" not>
            <AbilityCard
              icon={<ShieldOff aria-hidden="true" />}
              title={t('hiddenCard.title')}
              body={t('hiddenCard.body')}
              tone="warning"
            />
          </Can>
        </div>
      </div>
    </div>
  )
}

const tones = {
  primary: 'bg-primary-light text-primary-ink',
  success: 'bg-success-light text-success-ink',
  warning: 'bg-warning-light text-warning-ink',
}

function AbilityCard(props: { icon: ReactNode; title: string; body: string; tone?: keyof typeof tones }) {
  const { icon, title, body, tone = 'primary' } = props
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-md ${tones[tone]}`}>
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{body}</CardDescription>
      </CardContent>
    </Card>
  )
}
