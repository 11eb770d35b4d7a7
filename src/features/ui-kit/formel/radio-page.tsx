import { RadioGroup as RadioPrimitive } from 'radix-ui'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { FormField } from '@/components/ui/form-field'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { themeColors } from '@/components/ui/theme-color'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'
import { radioColorClass } from './control-colors'

const SHIPPING = ['standard', 'express', 'pickup'] as const
const PLANS = ['starter', 'team', 'enterprise'] as const

/** A fieldset whose legend also names the radio group inside it. */
function RadioFieldset({ legend, children }: { legend: string; children: (legendId: string) => ReactNode }) {
  const legendId = useId()
  return (
    <fieldset className="flex flex-col gap-3">
      <legend id={legendId} className="mb-3 text-sm font-semibold">
        {legend}
      </legend>
      {children(legendId)}
    </fieldset>
  )
}

function PlanCards() {
  const { t } = useTranslation('uiFormElements')
  const baseId = useId()
  const [plan, setPlan] = useState<(typeof PLANS)[number]>('team')
  return (
    <RadioFieldset legend={t('radio.planLegend')}>
      {(legendId) => (
        <>
          <RadioPrimitive.Root
            aria-labelledby={legendId}
            value={plan}
            onValueChange={(value) => setPlan(value as (typeof PLANS)[number])}
            className="grid gap-3 md:grid-cols-3"
          >
            {/* The radio holds only the plan's name, so its name is its visible words (WCAG 2.5.3); the line below
                describes it, and the radio's ::after stretches over the whole card so any of it can be clicked. */}
            {PLANS.map((key) => (
              <div
                key={key}
                className="relative flex flex-col items-start gap-1.5 rounded-lg border-2 border-border bg-card p-4 text-start transition-colors hover:border-primary/60 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary-light"
              >
                <RadioPrimitive.Item
                  value={key}
                  aria-describedby={`${baseId}-${key}-text`}
                  className="group flex w-full cursor-pointer items-center justify-between gap-3 text-start font-semibold after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary"
                >
                  {t(`radio.plans.${key}.title`)}
                  <span
                    aria-hidden
                    className="flex size-4.5 shrink-0 items-center justify-center rounded-full border-2 border-muted-foreground/75 group-data-[state=checked]:border-primary"
                  >
                    <RadioPrimitive.Indicator className="block size-2 rounded-full bg-primary" />
                  </span>
                </RadioPrimitive.Item>
                <span id={`${baseId}-${key}-text`} className="text-sm text-muted-foreground">
                  {t(`radio.plans.${key}.text`)}
                </span>
              </div>
            ))}
          </RadioPrimitive.Root>
          <p className="text-sm text-muted-foreground">
            {t('radio.planChosen', { plan: t(`radio.plans.${plan}.title`) })}
          </p>
        </>
      )}
    </RadioFieldset>
  )
}

export function RadioPage() {
  const { t } = useTranslation(['uiFormElements', 'uikit'])
  const [shipping, setShipping] = useState<string>('standard')
  return (
    <div>
      <PageHeader title={t('radio.title')} intro={t('radio.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('radio.basic')}
          description={t('radio.basicText')}
          code={`import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'

<fieldset>
  <legend id="shipping-legend">Shipping method</legend>
  <RadioGroup aria-labelledby="shipping-legend" value={shipping} onValueChange={setShipping}>
    <FormField label="Standard, 3–5 working days" inline>
      <RadioGroupItem value="standard" />
    </FormField>
    …
  </RadioGroup>
</fieldset>`}
        >
          <RadioFieldset legend={t('radio.shippingLegend')}>
            {(legendId) => (
              <RadioGroup aria-labelledby={legendId} value={shipping} onValueChange={setShipping}>
                {SHIPPING.map((key) => (
                  <FormField key={key} label={t(`radio.shipping.${key}`)} inline>
                    <RadioGroupItem value={key} />
                  </FormField>
                ))}
              </RadioGroup>
            )}
          </RadioFieldset>
        </DemoCard>

        <DemoCard
          title={t('radio.layout')}
          description={t('radio.layoutText')}
          contentClassName="flex flex-col gap-6"
          code={`<RadioGroup orientation="horizontal" className="flex flex-wrap gap-x-6 gap-y-3" aria-labelledby="size-legend">
  <FormField label="Small" inline><RadioGroupItem value="s" /></FormField>
  …
</RadioGroup>
<RadioGroup aria-labelledby="contact-legend">…</RadioGroup>`}
        >
          <RadioFieldset legend={t('radio.inline')}>
            {(legendId) => (
              <RadioGroup
                aria-labelledby={legendId}
                orientation="horizontal"
                defaultValue="m"
                className="flex flex-wrap gap-x-6 gap-y-3"
              >
                {(['s', 'm', 'l', 'xl'] as const).map((key) => (
                  <FormField key={key} label={t(`radio.sizes.${key}`)} inline>
                    <RadioGroupItem value={key} />
                  </FormField>
                ))}
              </RadioGroup>
            )}
          </RadioFieldset>
          <RadioFieldset legend={t('radio.stacked')}>
            {(legendId) => (
              <RadioGroup aria-labelledby={legendId} defaultValue="email">
                {(['email', 'phone', 'none'] as const).map((key) => (
                  <FormField key={key} label={t(`radio.contact.${key}`)} inline>
                    <RadioGroupItem value={key} />
                  </FormField>
                ))}
              </RadioGroup>
            )}
          </RadioFieldset>
        </DemoCard>

        <DemoCard
          title={t('radio.colors')}
          description={t('radio.colorsText')}
          code={`<RadioGroupItem
  value="success"
  className="data-[state=checked]:border-success *:bg-success"
/>`}
        >
          <RadioFieldset legend={t('radio.colorLegend')}>
            {(legendId) => (
              <RadioGroup
                aria-labelledby={legendId}
                orientation="horizontal"
                defaultValue="success"
                className="flex flex-wrap gap-x-6 gap-y-3"
              >
                {themeColors.map((color) => (
                  <FormField key={color} label={t(`uikit:colorNames.${color}`)} inline>
                    <RadioGroupItem value={color} className={cn(radioColorClass[color])} />
                  </FormField>
                ))}
              </RadioGroup>
            )}
          </RadioFieldset>
        </DemoCard>

        <DemoCard
          title={t('radio.disabled')}
          description={t('radio.disabledText')}
          code={`<RadioGroup aria-labelledby="billing-legend" defaultValue="monthly">
  <FormField label="Monthly" inline><RadioGroupItem value="monthly" /></FormField>
  <FormField label="Yearly" inline><RadioGroupItem value="yearly" /></FormField>
  <FormField label="Every two years (sold out)" inline>
    <RadioGroupItem value="biennial" disabled />
  </FormField>
</RadioGroup>`}
        >
          <RadioFieldset legend={t('radio.billingLegend')}>
            {(legendId) => (
              <RadioGroup aria-labelledby={legendId} defaultValue="monthly">
                <FormField label={t('radio.billing.monthly')} inline>
                  <RadioGroupItem value="monthly" />
                </FormField>
                <FormField label={t('radio.billing.yearly')} inline>
                  <RadioGroupItem value="yearly" />
                </FormField>
                <FormField label={t('radio.billing.biennial')} inline>
                  <RadioGroupItem value="biennial" disabled />
                </FormField>
              </RadioGroup>
            )}
          </RadioFieldset>
        </DemoCard>

        <DemoCard
          title={t('radio.cards')}
          description={t('radio.cardsText')}
          className="xl:col-span-2"
          code={`import { RadioGroup as RadioPrimitive } from 'radix-ui'

<RadioPrimitive.Root aria-labelledby="plan-legend" value={plan} onValueChange={setPlan} className="grid gap-3 md:grid-cols-3">
  {plans.map((plan) => (
    <div key={plan.id} className="relative rounded-lg border-2 p-4 has-data-[state=checked]:border-primary">
      {/* named by its own words; ::after makes the whole card clickable */}
      <RadioPrimitive.Item
        value={plan.id}
        aria-describedby={\`\${plan.id}-text\`}
        className="font-semibold after:absolute after:inset-0"
      >
        {plan.title}
      </RadioPrimitive.Item>
      <span id={\`\${plan.id}-text\`}>{plan.text}</span>
    </div>
  ))}
</RadioPrimitive.Root>
// one tab stop for the group; the arrow keys move the choice`}
        >
          <PlanCards />
        </DemoCard>
      </div>
    </div>
  )
}
