import type { LucideIcon } from 'lucide-react'
import Bell from 'lucide-react/icons/bell'
import Info from 'lucide-react/icons/info'
import Link2 from 'lucide-react/icons/link-2'
import Lock from 'lucide-react/icons/lock'
import Share2 from 'lucide-react/icons/share-2'
import User from 'lucide-react/icons/user'
import { useTranslation } from 'react-i18next'
import type { AccountSettings } from '@contract/account'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useUrlState } from '@/lib/url-state'
import { useSettings } from './api/get-settings'
import { accountFields, SETTINGS_TABS, type SettingsTab } from './account-search'
import { ConnectionsTab } from './components/connections-tab'
import { GeneralTab } from './components/general-tab'
import { InfoTab } from './components/info-tab'
import { NotificationsTab } from './components/notifications-tab'
import { PasswordFormCard } from './components/password-form'
import { SessionsCard } from './components/sessions-card'
import { SocialTab } from './components/social-tab'
import { TwoStepCard } from './components/two-step-card'

const ICONS: Record<SettingsTab, LucideIcon> = {
  general: User,
  security: Lock,
  info: Info,
  social: Share2,
  connections: Link2,
  notifications: Bell,
}

const PANELS: Record<SettingsTab, (settings: AccountSettings) => React.ReactNode> = {
  general: (settings) => <GeneralTab settings={settings} />,
  security: (settings) => (
    <div className="flex flex-col gap-6">
      <PasswordFormCard />
      <TwoStepCard security={settings.security} />
      <SessionsCard />
    </div>
  ),
  info: (settings) => <InfoTab info={settings.info} />,
  social: (settings) => <SocialTab socialLinks={settings.social.socialLinks} />,
  connections: (settings) => <ConnectionsTab connections={settings.social.connections} />,
  notifications: (settings) => <NotificationsTab notification={settings.notification} />,
}

/** Six tabs, the open one in the address; each tab is its own form and saves on its own. */
export function AccountSettingsPage() {
  const { t } = useTranslation('account')
  const [{ tab }, setSearch] = useUrlState(accountFields)
  const settings = useSettings()

  return (
    <div>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Tabs
        value={tab}
        onValueChange={(next) => setSearch({ tab: next as SettingsTab })}
        orientation="vertical"
        className="flex flex-col gap-6 lg:flex-row lg:items-start"
      >
        <TabsList
          variant="pills"
          aria-label={t('tabsLabel')}
          className="grid grid-cols-2 sm:grid-cols-3 lg:flex lg:w-56 lg:shrink-0 lg:flex-col lg:items-stretch"
        >
          {SETTINGS_TABS.map((name) => {
            const Icon = ICONS[name]
            return (
              <TabsTrigger key={name} value={name} className="justify-start">
                <Icon aria-hidden="true" />
                {t(`tabs.${name}`)}
              </TabsTrigger>
            )
          })}
        </TabsList>
        <div className="min-w-0 flex-1">
          {settings.isPending ? (
            <Skeleton className="h-96 w-full" />
          ) : settings.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-card p-6">
              <p>{t('loadFailed')}</p>
              <Button variant="outline" onClick={() => void settings.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : (
            SETTINGS_TABS.map((name) => (
              <TabsContent key={name} value={name}>
                {PANELS[name](settings.data)}
              </TabsContent>
            ))
          )}
        </div>
      </Tabs>
    </div>
  )
}
