import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { FooterCard, HorizontalCard, ImageCard, ListCard, TextCard } from './components/basic-cards'
import { ColorCards } from './components/color-cards'
import { Section } from './components/section'
import { TabsCard } from './components/tabs-card'

export function BasicCardsPage() {
  const { t } = useTranslation('cards')
  return (
    <div>
      <PageHeader title={t('basic.title')} intro={t('basic.intro')} />
      <Section title={t('basic.layouts')} first>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          <ImageCard />
          <TextCard />
          <ListCard />
          <div className="md:col-span-2">
            <HorizontalCard />
          </div>
          <FooterCard />
          <div className="md:col-span-2 xl:col-span-3">
            <TabsCard />
          </div>
        </div>
      </Section>
      <Section title={t('basic.colors.solid')}>
        <ColorCards look="solid" />
      </Section>
      <Section title={t('basic.colors.soft')}>
        <ColorCards look="soft" />
      </Section>
    </div>
  )
}
