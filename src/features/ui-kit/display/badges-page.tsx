import Bell from 'lucide-react/icons/bell'
import Check from 'lucide-react/icons/check'
import Mail from 'lucide-react/icons/mail'
import Star from 'lucide-react/icons/star'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'

const VARIANTS = ['soft', 'solid', 'outline'] as const

/** Badges: the three styles in every theme colour, pills, icons, counts on buttons and in headings. */
export function BadgesPage() {
  const { t } = useTranslation(['uiDisplay', 'uikit'])
  return (
    <div>
      <PageHeader title={t('badges.title')} intro={t('badges.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {VARIANTS.map((variant) => (
          <DemoCard
            key={variant}
            title={t(`badges.variants.${variant}`)}
            code={`<Badge variant="${variant}" color="info">Info</Badge>`}
            contentClassName="flex flex-wrap gap-2"
          >
            {themeColors.map((color) => (
              <Badge key={color} variant={variant} color={color}>
                {t(`uikit:colorNames.${color}`)}
              </Badge>
            ))}
          </DemoCard>
        ))}
        <DemoCard
          title={t('badges.pills')}
          code={`<Badge pill color="success"><Check aria-hidden /> Paid</Badge>`}
          contentClassName="flex flex-wrap gap-2"
        >
          <Badge pill color="success">
            <Check aria-hidden />
            {t('badges.paid')}
          </Badge>
          <Badge pill color="warning">
            {t('badges.pending')}
          </Badge>
          <Badge pill variant="solid" color="info">
            <Star aria-hidden />
            {t('badges.featured')}
          </Badge>
          <Badge pill variant="outline" color="danger">
            {t('badges.overdue')}
          </Badge>
        </DemoCard>
        <DemoCard
          title={t('badges.counts')}
          description={t('badges.countsHint')}
          code={`<Button variant="outline" aria-label="Inbox, 4 unread">\n  <Mail aria-hidden /> Inbox <Badge variant="solid" pill aria-hidden>4</Badge>\n</Button>`}
          contentClassName="flex flex-wrap items-center gap-4"
        >
          <Button variant="outline" aria-label={t('badges.inboxCount', { count: 4 })}>
            <Mail aria-hidden />
            {/* a space between the word and the count: its visible words read "Inbox 4", which its name contains */}
            {t('badges.inbox')}{' '}
            <Badge variant="solid" pill aria-hidden>
              4
            </Badge>
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="relative"
            aria-label={t('badges.notificationsCount', { count: 12 })}
          >
            <Bell aria-hidden />
            <Badge variant="solid" color="danger" pill aria-hidden className="absolute -end-1 -top-1 px-1.5">
              12
            </Badge>
          </Button>
        </DemoCard>
        <DemoCard title={t('badges.headings')} code={`<h3>Orders <Badge>New</Badge></h3>`}>
          <div className="flex flex-col gap-2">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              {t('badges.orders')}
              <Badge>{t('badges.new')}</Badge>
            </h3>
            <h3 className="flex items-center gap-2 text-base font-semibold">
              {t('badges.reports')}
              <Badge color="secondary" variant="outline">
                {t('badges.beta')}
              </Badge>
            </h3>
          </div>
        </DemoCard>
      </div>
    </div>
  )
}
