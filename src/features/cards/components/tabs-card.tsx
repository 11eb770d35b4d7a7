import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

const TABS = ['overview', 'activity', 'settings'] as const

export function TabsCard() {
  const { t } = useTranslation('cards')
  return (
    <Card className="h-full">
      <Tabs defaultValue="overview">
        <CardHeader className="gap-4">
          <CardTitle asChild>
            <h3>{t('basic.tabs.title')}</h3>
          </CardTitle>
          <TabsList variant="line">
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`basic.tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </CardHeader>
        <CardContent>
          {TABS.map((tab) => (
            <TabsContent key={tab} value={tab}>
              {t(`basic.tabs.${tab}Body`)}
            </TabsContent>
          ))}
        </CardContent>
      </Tabs>
    </Card>
  )
}
