import Check from 'lucide-react/icons/check'
import { useTranslation } from 'react-i18next'
import type { BillingPeriod, Plan } from '@contract/pricing'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { numberFormat } from '@/lib/intl'

interface PlanCardProps {
  plan: Plan
  billing: BillingPeriod
  current: boolean
  /** The plan ranks above the user's: the action says Upgrade. */
  higher: boolean
  onChoose: () => void
}

/** One plan: price for the chosen period, benefits, and the action (none for the plan the user is on). */
export function PlanCard({ plan, billing, current, higher, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation('pricing')
  const money = (amount: number) =>
    numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      amount,
    )
  const perMonth = billing === 'annual' ? plan.yearlyPlan.perMonth : plan.monthlyPrice
  return (
    <Card className={cn('relative', plan.popular && 'border-primary [html[data-skin]_&]:border-primary')}>
      <CardHeader className="items-center gap-2 text-center">
        <div className="flex min-h-6 flex-wrap justify-center gap-2">
          {plan.popular && <Badge color="primary">{t('popular')}</Badge>}
          {current && <Badge color="success">{t('yourPlan')}</Badge>}
        </div>
        <CardTitle className="text-xl">{plan.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{plan.subtitle}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col items-center gap-4">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-semibold text-primary-ink">{money(perMonth)}</span>
          <span className="text-muted-foreground">{t('perMonth')}</span>
        </p>
        <p className="min-h-5 text-sm text-muted-foreground">
          {billing === 'annual' && plan.yearlyPlan.totalAnnual > 0
            ? t('billedYearly', { total: money(plan.yearlyPlan.totalAnnual) })
            : ''}
        </p>
        <ul className="flex w-full flex-col gap-2">
          {plan.planBenefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-success-ink" />
              <span className="user-text">{benefit}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={current ? 'outline' : plan.popular ? 'default' : 'soft'}
          color={current ? 'success' : undefined}
          disabled={current}
          onClick={onChoose}
          aria-label={current ? undefined : t(higher ? 'upgradeTo' : 'switchTo', { plan: plan.title })}
        >
          {current ? t('currentPlan') : t(higher ? 'upgrade' : 'switch')}
        </Button>
      </CardFooter>
    </Card>
  )
}
