import Activity from 'lucide-react/icons/activity'
import Archive from 'lucide-react/icons/archive'
import FileText from 'lucide-react/icons/file-text'
import FolderOpen from 'lucide-react/icons/folder-open'
import Inbox from 'lucide-react/icons/inbox'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import Send from 'lucide-react/icons/send'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { DemoCard } from '../components/demo-card'

const SECTIONS = [
  ['overview', LayoutDashboard],
  ['activity', Activity],
  ['files', FolderOpen],
] as const

const FOLDERS = [
  ['inbox', Inbox, 12],
  ['drafts', FileText, 3],
  ['sent', Send, 0],
  ['archive', Archive, 148],
] as const

const COLORS = ['success', 'danger', 'warning', 'info'] as const

const BADGES_CODE = `<TabsTrigger value="inbox">
  <Inbox aria-hidden /> Inbox
  <Badge pill variant="solid" color="secondary">
    <span aria-hidden>12</span>
    <span className="sr-only">12 messages</span>
  </Badge>
</TabsTrigger>`

/** The pill style of the app's tabs: basic, icons, vertical, justified, theme colours and counts. */
export function PillsPage() {
  const { t } = useTranslation('uiDisplay')
  const panels = SECTIONS.map(([key]) => (
    <TabsContent key={key} value={key} className="text-muted-foreground">
      {t(`pills.panels.${key}`)}
    </TabsContent>
  ))
  const triggers = (icons: boolean, className?: string) =>
    SECTIONS.map(([key, Icon]) => (
      <TabsTrigger key={key} value={key} className={className}>
        {icons && <Icon aria-hidden />}
        {t(`pills.names.${key}`)}
      </TabsTrigger>
    ))
  return (
    <div>
      <PageHeader title={t('pills.title')} intro={t('pills.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('pills.basic')}
          description={t('pills.basicHint')}
          code={`<Tabs defaultValue="overview">\n  <TabsList variant="pills" aria-label="Project">\n    <TabsTrigger value="overview">Overview</TabsTrigger>\n    <TabsTrigger value="activity">Activity</TabsTrigger>\n  </TabsList>\n  <TabsContent value="overview">…</TabsContent>\n</Tabs>`}
        >
          <Tabs defaultValue="overview">
            <TabsList
              variant="pills"
              className="flex-wrap"
              aria-label={t('pills.label', { name: t('pills.basic') })}
            >
              {triggers(false)}
            </TabsList>
            {panels}
          </Tabs>
        </DemoCard>
        <DemoCard
          title={t('pills.icons')}
          description={t('pills.iconsHint')}
          code={`<TabsTrigger value="activity">\n  <Activity aria-hidden />\n  Activity\n</TabsTrigger>`}
        >
          <Tabs defaultValue="activity">
            <TabsList
              variant="pills"
              className="flex-wrap"
              aria-label={t('pills.label', { name: t('pills.icons') })}
            >
              {triggers(true)}
            </TabsList>
            {panels}
          </Tabs>
        </DemoCard>
        <DemoCard
          title={t('pills.vertical')}
          description={t('pills.verticalHint')}
          code={`<Tabs orientation="vertical" defaultValue="files">\n  <TabsList variant="pills" aria-label="Project">\n    <TabsTrigger value="files" className="justify-start">…</TabsTrigger>\n  </TabsList>\n  …\n</Tabs>`}
        >
          <Tabs orientation="vertical" defaultValue="files" className="flex flex-col gap-4 sm:flex-row">
            <TabsList variant="pills" aria-label={t('pills.label', { name: t('pills.vertical') })}>
              {triggers(true, 'justify-start')}
            </TabsList>
            {panels}
          </Tabs>
        </DemoCard>
        <DemoCard
          title={t('pills.justified')}
          description={t('pills.justifiedHint')}
          code={`<TabsList variant="pills" className="flex w-full rounded-lg bg-muted p-1" aria-label="Project">\n  <TabsTrigger value="overview" className="flex-1">Overview</TabsTrigger>\n  …\n</TabsList>`}
        >
          <Tabs defaultValue="overview">
            <TabsList
              variant="pills"
              className="flex w-full rounded-lg bg-muted p-1"
              aria-label={t('pills.label', { name: t('pills.justified') })}
            >
              {triggers(false, 'flex-1 px-2')}
            </TabsList>
            {panels}
          </Tabs>
        </DemoCard>
        <DemoCard
          title={t('pills.colors')}
          description={t('pills.colorsHint')}
          code={`<TabsList variant="pills" color="success" aria-label="Project">…</TabsList>`}
          contentClassName="grid gap-4"
        >
          {COLORS.map((color, index) => (
            <Tabs key={color} defaultValue={SECTIONS[index % SECTIONS.length][0]}>
              <TabsList
                variant="pills"
                color={color}
                className="flex-wrap"
                aria-label={t('pills.label', { name: t(`pills.colorNames.${color}`) })}
              >
                {triggers(false)}
              </TabsList>
              {panels}
            </Tabs>
          ))}
        </DemoCard>
        <DemoCard title={t('pills.badges')} description={t('pills.badgesHint')} code={BADGES_CODE}>
          <Tabs defaultValue="inbox">
            <TabsList variant="pills" className="flex-wrap" aria-label={t('pills.folders')}>
              {FOLDERS.map(([key, Icon, count]) => (
                <TabsTrigger key={key} value={key}>
                  <Icon aria-hidden />
                  {t(`pills.folderNames.${key}`)}
                  {/* a space, so the name reads "Drafts 3 messages" rather than "Drafts3 messages" */}{' '}
                  {count > 0 && (
                    <Badge pill variant="solid" color="secondary" className="tabular-nums">
                      <span aria-hidden>{count}</span>
                      <span className="sr-only">{t('pills.messages', { count })}</span>
                    </Badge>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            {FOLDERS.map(([key, , count]) => (
              <TabsContent key={key} value={key} className="text-muted-foreground">
                {t('pills.folderPanel', { count, folder: t(`pills.folderNames.${key}`) })}
              </TabsContent>
            ))}
          </Tabs>
        </DemoCard>
      </div>
    </div>
  )
}
