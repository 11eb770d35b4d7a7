import CreditCard from 'lucide-react/icons/credit-card'
import Package from 'lucide-react/icons/package'
import ShoppingCart from 'lucide-react/icons/shopping-cart'
import Truck from 'lucide-react/icons/truck'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Timeline, TimelineItem } from '@/components/ui/timeline'
import { DemoCard } from '../components/demo-card'

const ORDER = [
  ['placed', ShoppingCart, 'primary'],
  ['paid', CreditCard, 'success'],
  ['packed', Package, 'info'],
  ['shipped', Truck, 'warning'],
] as const
const RELEASE = ['planned', 'built', 'reviewed'] as const

/** The timeline the user view and the advance cards use: coloured points, icons, times. */
export function TimelinePage() {
  const { t } = useTranslation('uiDisplay')
  return (
    <div>
      <PageHeader title={t('timeline.title')} intro={t('timeline.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('timeline.basic')}
          description={t('timeline.basicHint')}
          code={`<Timeline>\n  <TimelineItem color="success">\n    <h3>Planned</h3><time dateTime="2026-11-02">2 Nov</time>\n  </TimelineItem>\n</Timeline>`}
        >
          <Timeline>
            {RELEASE.map((key, index) => (
              <TimelineItem key={key} color={(['primary', 'info', 'success'] as const)[index]}>
                <h3 className="font-medium">{t(`timeline.release.${key}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`timeline.release.${key}.body`)}</p>
              </TimelineItem>
            ))}
          </Timeline>
        </DemoCard>
        <DemoCard
          title={t('timeline.icons')}
          code={`<TimelineItem color="warning" icon={<Truck />}>…</TimelineItem>`}
        >
          <Timeline className="ps-8">
            {ORDER.map(([key, Icon, color], index) => (
              <TimelineItem key={key} color={color} icon={<Icon />}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <h3 className="font-medium">{t(`timeline.order.${key}`)}</h3>
                  <span className="text-xs text-muted-foreground">
                    {t('timeline.daysAgo', { count: 4 - index })}
                  </span>
                </div>
              </TimelineItem>
            ))}
          </Timeline>
        </DemoCard>
      </div>
    </div>
  )
}
