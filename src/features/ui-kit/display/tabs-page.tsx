import Bell from 'lucide-react/icons/bell'
import Lock from 'lucide-react/icons/lock'
import User from 'lucide-react/icons/user'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { DemoCard } from '../components/demo-card'

const SECTIONS = [
  ['account', User],
  ['security', Lock],
  ['notifications', Bell],
] as const

/** The app's tabs (Radix): line and pill styles, icons, a count, vertical; arrow keys follow the reading direction. */
export function TabsPage() {
  const { t } = useTranslation('uiDisplay')
  const panels = SECTIONS.map(([key]) => (
    <TabsContent key={key} value={key} className="text-muted-foreground">
      {t(`tabs.panels.${key}`)}
    </TabsContent>
  ))
  return (
    <div>
      <PageHeader title={t('tabs.title')} intro={t('tabs.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('tabs.line')}
          description={t('tabs.lineHint')}
          code={`<Tabs defaultValue="account">\n  <TabsList aria-label="Settings">\n    <TabsTrigger value="account">Account</TabsTrigger>\n  </TabsList>\n  <TabsContent value="account">…</TabsContent>\n</Tabs>`}
        >
          <Tabs defaultValue="account">
            <TabsList aria-label={t('tabs.settings')}>
              {SECTIONS.map(([key]) => (
                <TabsTrigger key={key} value={key}>
                  {t(`tabs.names.${key}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {panels}
          </Tabs>
        </DemoCard>
        <DemoCard
          title={t('tabs.pills')}
          code={`<TabsList variant="pills" aria-label="Settings">…</TabsList>`}
        >
          <Tabs defaultValue="security">
            <TabsList variant="pills" className="flex-wrap" aria-label={t('tabs.settings')}>
              {SECTIONS.map(([key, Icon]) => (
                <TabsTrigger key={key} value={key}>
                  <Icon aria-hidden className="size-4" />
                  {t(`tabs.names.${key}`)}
                  {key === 'notifications' && (
                    <Badge pill variant="solid" color="danger" aria-label={t('tabs.unread', { count: 3 })}>
                      3
                    </Badge>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            {panels}
          </Tabs>
        </DemoCard>
        <DemoCard
          title={t('tabs.vertical')}
          description={t('tabs.verticalHint')}
          code={`<Tabs orientation="vertical" defaultValue="account">…</Tabs>`}
        >
          <Tabs orientation="vertical" defaultValue="notifications">
            <TabsList aria-label={t('tabs.settings')}>
              {SECTIONS.map(([key, Icon]) => (
                <TabsTrigger key={key} value={key} className="justify-start">
                  <Icon aria-hidden className="size-4" />
                  {t(`tabs.names.${key}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {panels}
          </Tabs>
        </DemoCard>
      </div>
    </div>
  )
}
