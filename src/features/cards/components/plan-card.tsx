import Check from 'lucide-react/icons/check'
import { useTranslation } from 'react-i18next'
import { useNumberFormat } from '@/components/cards'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { PLAN } from '../data'
import { ProgressBar } from './progress-bar'

const FEATURES = ['users', 'storage', 'support'] as const

export function PlanCard() {
  const { t } = useTranslation('cards')
  const money = useNumberFormat({ style: 'currency', currency: PLAN.currency, maximumFractionDigits: 0 })
  const daysLeft = t('advance.plan.daysLeft', { count: PLAN.daysLeft })
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <CardTitle>{t('advance.plan.title')}</CardTitle>
        <Badge pill>{t('advance.plan.badge')}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold text-primary-ink">{money(PLAN.price)}</span>
          <span className="text-sm text-muted-foreground">{t('advance.plan.perMonth')}</span>
        </p>
        <ul className="flex flex-col gap-2">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 text-success-ink" />
              <span dir="auto">{t(`advance.plan.features.${feature}`)}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-1.5">
          <p dir="auto" className="text-sm text-muted-foreground">
            {daysLeft}
          </p>
          <ProgressBar value={(PLAN.daysLeft / 30) * 100} label={daysLeft} />
        </div>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button className="w-full">{t('advance.plan.action')}</Button>
      </CardFooter>
    </Card>
  )
}
