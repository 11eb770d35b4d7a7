import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { ThemeColor } from '@/components/ui/theme-color'
import { cn } from '@/lib/utils'
import { TIMELINE } from '../data'

const dot: Record<ThemeColor, string> = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  danger: 'bg-danger',
  warning: 'bg-warning',
  info: 'bg-info',
  dark: 'bg-dark',
}

export function TimelineCard() {
  const { t } = useTranslation('cards')
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('advance.timeline.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* an ordered list: the steps happened in this order, and screen readers announce "4 items" */}
        <ol className="relative flex flex-col gap-5 border-s border-border ps-6">
          {TIMELINE.map((item) => (
            <li key={item.id} className="relative">
              <span
                aria-hidden
                className={cn(
                  'absolute -start-[1.95rem] top-1 size-3 rounded-full ring-4 ring-card',
                  dot[item.color],
                )}
              />
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 className="font-medium">{t(`advance.timeline.items.${item.id}.title`)}</h3>
                <span dir="auto" className="text-xs text-muted-foreground">
                  {t('advance.timeline.ago', { count: item.days })}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">{t(`advance.timeline.items.${item.id}.body`)}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
