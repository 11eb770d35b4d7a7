import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PLAN_IDS, type Plan } from '@contract/pricing'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { useUrlState } from '@/lib/url-state'
import { usePricing } from './api/get-pricing'
import { ChangePlanDialog } from './components/change-plan-dialog'
import { PlanCard } from './components/plan-card'
import { pricingFields } from './pricing-search'

/** Three plans with a monthly / annual switch (in the address), the user's plan marked, and questions. */
export function PricingPage() {
  const { t } = useTranslation('pricing')
  const switchId = useId()
  const [{ billing }, setSearch] = useUrlState(pricingFields)
  const pricing = usePricing()
  const [choosing, setChoosing] = useState<Plan | null>(null)

  if (pricing.isPending) return <Skeleton className="h-[32rem] w-full" />
  if (pricing.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" onClick={() => void pricing.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  const data = pricing.data
  const plans = [data.basicPlan, data.standardPlan, data.enterprisePlan]
  const rank = (id: Plan['id']) => PLAN_IDS.indexOf(id)
  const annual = billing === 'annual'

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="max-w-xl text-muted-foreground">{t('subtitle')}</p>
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className={annual ? 'text-muted-foreground' : 'font-medium'}>
            {t('monthly')}
          </span>
          <Switch
            id={switchId}
            checked={annual}
            onCheckedChange={(checked) =>
              setSearch({ billing: checked ? 'annual' : 'monthly' }, { replace: true })
            }
          />
          <Label htmlFor={switchId} className={annual ? 'font-medium' : 'font-normal text-muted-foreground'}>
            {t('annually')}
          </Label>
        </div>
      </header>
      <div className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            current={data.currentPlan.plan === plan.id && data.currentPlan.billing === billing}
            higher={rank(plan.id) > rank(data.currentPlan.plan)}
            onChoose={() => setChoosing(plan)}
          />
        ))}
      </div>
      <p className="text-center text-sm text-muted-foreground">
        {t('currentSummary', {
          plan: plans.find((plan) => plan.id === data.currentPlan.plan)?.title ?? '',
          billing: t(data.currentPlan.billing === 'annual' ? 'billingAnnual' : 'billingMonthly'),
        })}
      </p>
      <section aria-labelledby="pricing-faq" className="flex flex-col gap-4">
        <h2 id="pricing-faq" className="text-center text-xl font-semibold">
          {t('faqTitle')}
        </h2>
        <Accordion type="single" collapsible className="mx-auto flex w-full max-w-3xl flex-col gap-3">
          {data.qandA.map((item) => (
            <AccordionItem key={item.question} value={item.question}>
              <AccordionTrigger>
                <span className="user-text">{item.question}</span>
              </AccordionTrigger>
              <AccordionContent>
                <p className="user-text">{item.ans}</p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
      <ChangePlanDialog plan={choosing} billing={billing} onClose={() => setChoosing(null)} />
    </div>
  )
}
