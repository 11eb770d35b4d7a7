import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Timeline, TimelineItem } from '@/components/ui/timeline'
import { TIMELINE } from '../data'

export function TimelineCard() {
  const { t } = useTranslation('cards')
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('advance.timeline.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* an ordered list: the steps happened in this order, and screen readers announce "4 items" */}
        <Timeline>
          {TIMELINE.map((item) => (
            <TimelineItem key={item.id} color={item.color}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="font-medium">{t(`advance.timeline.items.${item.id}.title`)}</h3>
                <span dir="auto" className="text-xs text-muted-foreground">
                  {t('advance.timeline.ago', { count: item.days })}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">{t(`advance.timeline.items.${item.id}.body`)}</p>
            </TimelineItem>
          ))}
        </Timeline>
      </CardContent>
    </Card>
  )
}
