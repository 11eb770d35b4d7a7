import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { FormField } from '@/components/ui/form-field'
import { Kbd } from '@/components/ui/kbd'
import { NumberInput } from '@/components/ui/number-input'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { DemoCard } from '../components/demo-card'
import { numberFormat } from '@/lib/intl'

const KEYS = [
  ['↑ ↓', 'keyArrows'],
  ['PgUp PgDn', 'keyPages'],
  ['Home End', 'keyEnds'],
  ['Enter', 'keyEnter'],
] as const

function BasicExamples() {
  const { t } = useTranslation('uiFormElements')
  const [guests, setGuests] = useState<number | null>(4)
  return (
    <div className="grid gap-4">
      <FormField label={t('numberInput.guests')} hint={t('numberInput.guestsHint')}>
        <NumberInput
          value={guests}
          onValueChange={setGuests}
          min={1}
          max={12}
          decreaseLabel={t('numberInput.fewerGuests')}
          increaseLabel={t('numberInput.moreGuests')}
          className="w-44"
        />
      </FormField>
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        {KEYS.map(([keys, text]) => (
          <li key={text} className="flex flex-wrap items-center gap-2">
            <span className="flex gap-1" dir="ltr">
              {keys.split(' ').map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </span>
            {t(`numberInput.${text}`)}
          </li>
        ))}
      </ul>
    </div>
  )
}

function DecimalExamples() {
  const { t } = useTranslation('uiFormElements')
  const [weight, setWeight] = useState<number | null>(2.5)
  const [discount, setDiscount] = useState<number | null>(15)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('numberInput.weight')} hint={t('numberInput.weightHint')}>
        <NumberInput
          value={weight}
          onValueChange={setWeight}
          min={0}
          max={50}
          step={0.1}
          decimals={1}
          formatOptions={{ style: 'unit', unit: 'kilogram' }}
          decreaseLabel={t('numberInput.lighter')}
          increaseLabel={t('numberInput.heavier')}
          className="w-full"
        />
      </FormField>
      <FormField label={t('numberInput.discount')} hint={t('numberInput.discountHint')}>
        <NumberInput
          value={discount}
          onValueChange={setDiscount}
          min={0}
          max={100}
          step={5}
          formatOptions={{ style: 'unit', unit: 'percent' }}
          decreaseLabel={t('numberInput.lessDiscount')}
          increaseLabel={t('numberInput.moreDiscount')}
          className="w-full"
        />
      </FormField>
    </div>
  )
}

function LocaleExample() {
  const { t, i18n } = useTranslation('uiFormElements')
  const [price, setPrice] = useState<number | null>(1249.5)
  const [budget, setBudget] = useState<number | null>(null)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('numberInput.price')} hint={t('numberInput.priceHint')}>
        <NumberInput
          value={price}
          onValueChange={setPrice}
          min={0}
          step={10}
          decimals={2}
          formatOptions={{ style: 'currency', currency: 'EUR' }}
          decreaseLabel={t('numberInput.cheaper')}
          increaseLabel={t('numberInput.dearer')}
          className="w-full"
        />
      </FormField>
      <FormField label={t('numberInput.budget')} hint={t('numberInput.budgetHint')}>
        <NumberInput
          value={budget}
          onValueChange={setBudget}
          allowEmpty
          min={0}
          step={1000}
          placeholder={numberFormat(i18n.resolvedLanguage ?? i18n.language).format(25000)}
          decreaseLabel={t('numberInput.lessBudget')}
          increaseLabel={t('numberInput.moreBudget')}
          className="w-full"
        />
      </FormField>
    </div>
  )
}

function SizeExamples() {
  const { t } = useTranslation('uiFormElements')
  const [values, setValues] = useState({ sm: 1, md: 2, lg: 3 })
  return (
    <div className="flex flex-wrap items-end gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <FormField key={size} label={t(`numberInput.${size}`)}>
          <NumberInput
            size={size}
            value={values[size]}
            onValueChange={(value) => setValues((current) => ({ ...current, [size]: value ?? 0 }))}
            min={0}
            max={99}
            decreaseLabel={t('numberInput.decrease')}
            increaseLabel={t('numberInput.increase')}
          />
        </FormField>
      ))}
    </div>
  )
}

function StateExamples() {
  const { t } = useTranslation('uiFormElements')
  const [boxes, setBoxes] = useState<number | null>(6)
  const error = boxes === null || boxes < 10 ? t('numberInput.boxesError') : undefined
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('numberInput.boxes')} hint={t('numberInput.boxesHint')} error={error} required>
        <NumberInput
          value={boxes}
          onValueChange={setBoxes}
          min={0}
          max={500}
          step={10}
          decreaseLabel={t('numberInput.fewerBoxes')}
          increaseLabel={t('numberInput.moreBoxes')}
          className="w-full"
        />
      </FormField>
      <FormField label={t('numberInput.seats')} hint={t('numberInput.seatsHint')}>
        <NumberInput
          value={25}
          onValueChange={() => undefined}
          disabled
          decreaseLabel={t('numberInput.fewerSeats')}
          increaseLabel={t('numberInput.moreSeats')}
          className="w-full"
        />
      </FormField>
    </div>
  )
}

function StepperExample() {
  const { t } = useTranslation('uiFormElements')
  const [tickets, setTickets] = useState(2)
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium" aria-hidden>
        {t('numberInput.tickets')}
      </span>
      <QuantityStepper
        value={tickets}
        max={10}
        onChange={setTickets}
        label={t('numberInput.tickets')}
        decreaseLabel={t('numberInput.fewer')}
        increaseLabel={t('numberInput.more')}
      />
    </div>
  )
}

/** NumberInput: steppers, limits, steps and decimals, locale formats, keys, sizes, states; QuantityStepper. */
export function NumberInputPage() {
  const { t } = useTranslation('uiFormElements')
  return (
    <div>
      <PageHeader title={t('numberInput.title')} intro={t('numberInput.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('numberInput.basic')}
          description={t('numberInput.basicText')}
          code={`import { NumberInput } from '@/components/ui/number-input'

<FormField label="Guests" hint="From 1 to 12.">
  <NumberInput
    value={guests}
    onValueChange={setGuests}
    min={1}
    max={12}
    decreaseLabel="One guest fewer"
    increaseLabel="One guest more"
  />
</FormField>`}
        >
          <BasicExamples />
        </DemoCard>

        <DemoCard
          title={t('numberInput.decimals')}
          description={t('numberInput.decimalsText')}
          code={`<NumberInput
  value={weight}
  onValueChange={setWeight}
  min={0}
  max={50}
  step={0.1}
  decimals={1}
  formatOptions={{ style: 'unit', unit: 'kilogram' }}
  decreaseLabel="Lighter"
  increaseLabel="Heavier"
/>`}
        >
          <DecimalExamples />
        </DemoCard>

        <DemoCard
          title={t('numberInput.locale')}
          description={t('numberInput.localeText')}
          code={`// the app's language by default; pass locale="de" to force one
<NumberInput
  value={price}
  onValueChange={setPrice}
  decimals={2}
  formatOptions={{ style: 'currency', currency: 'EUR' }}
  decreaseLabel="Cheaper"
  increaseLabel="Dearer"
/>
<NumberInput value={budget} onValueChange={setBudget} allowEmpty … />`}
        >
          <LocaleExample />
        </DemoCard>

        <DemoCard
          title={t('numberInput.states')}
          description={t('numberInput.statesText')}
          code={`<FormField label="Boxes" error={boxes < 10 ? 'Order at least 10 boxes.' : undefined} required>
  <NumberInput value={boxes} onValueChange={setBoxes} min={0} max={500} step={10} … />
</FormField>
<NumberInput value={25} onValueChange={…} disabled … />`}
        >
          <StateExamples />
        </DemoCard>

        <DemoCard
          title={t('numberInput.sizes')}
          description={t('numberInput.sizesText')}
          code={`<NumberInput size="sm" … />
<NumberInput … />
<NumberInput size="lg" … />`}
        >
          <SizeExamples />
        </DemoCard>

        <DemoCard
          title={t('numberInput.stepper')}
          description={t('numberInput.stepperText')}
          code={`import { QuantityStepper } from '@/components/ui/quantity-stepper'

<QuantityStepper
  value={quantity}
  max={10}
  onChange={setQuantity}
  label="Tickets"
  decreaseLabel="One ticket fewer"
  increaseLabel="One ticket more"
/>`}
        >
          <StepperExample />
        </DemoCard>
      </div>
    </div>
  )
}
