import Check from 'lucide-react/icons/check'
import CircleCheck from 'lucide-react/icons/circle-check'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Pencil from 'lucide-react/icons/pencil'
import Send from 'lucide-react/icons/send'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { DatePicker } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'
import { AccountFields } from './components/form-kit'
import { COUNTRIES, rules } from './schema'

type T = TFunction<'uiForms'>

const WIZARD_STEPS = ['account', 'personal', 'address', 'review'] as const
type Step = (typeof WIZARD_STEPS)[number]

const EMPTY = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
  birthDate: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
}
type WizardValues = typeof EMPTY
type FieldName = keyof WizardValues

const STEP_FIELDS: Record<Exclude<Step, 'review'>, FieldName[]> = {
  account: ['username', 'email', 'password', 'confirmPassword'],
  personal: ['firstName', 'lastName', 'phone', 'birthDate'],
  address: ['street', 'city', 'postalCode', 'country'],
}

function stepSchemas(t: T) {
  const r = rules(t)
  return {
    account: z
      .object({
        username: r.username(),
        email: r.email(),
        password: r.password(),
        confirmPassword: z.string().min(1, t('errors.required')),
      })
      .refine((v) => v.password === v.confirmPassword, {
        path: ['confirmPassword'],
        message: t('errors.passwordMatch'),
      }),
    personal: z.object({
      firstName: r.required(),
      lastName: r.required(),
      phone: r.optional(),
      birthDate: z.string(),
    }),
    address: z.object({
      street: r.required(),
      city: r.required(),
      postalCode: r.required().regex(/^[A-Za-z0-9 -]{3,10}$/, t('errors.postalCode')),
      country: r.choice(),
    }),
  }
}

/**
 * Checks the current step only (a later step's empty fields are not errors yet); on the review step, all of
 * them. Each step's schema stays whole, so a rule across fields (the passwords match) runs with its step.
 */
function stepResolver(schemas: ReturnType<typeof stepSchemas>): Resolver<WizardValues, { step: Step }> {
  return (values, context) => {
    const current = context?.step ?? 'review'
    const list = current === 'review' ? Object.values(schemas) : [schemas[current]]
    const errors: FieldErrors<WizardValues> = {}
    for (const schema of list) {
      const result = schema.safeParse(values)
      if (result.success) continue
      for (const issue of result.error.issues) {
        const name = issue.path[0] as FieldName
        errors[name] ??= { type: issue.code, message: issue.message }
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
  }
}

function StepList({
  step,
  onGo,
  orientation,
}: {
  step: number
  onGo: (index: number) => void
  orientation: 'horizontal' | 'vertical'
}) {
  const { t } = useTranslation('uiForms')
  const vertical = orientation === 'vertical'
  return (
    <nav aria-label={t('wizard.progress')} className={cn(vertical && 'lg:border-e lg:pe-6')}>
      <p className="font-medium sm:hidden">
        {t('wizard.stepOf', { current: step + 1, total: WIZARD_STEPS.length })}
        <span className="text-muted-foreground"> · {t(`wizard.steps.${WIZARD_STEPS[step]}`)}</span>
      </p>
      <ol
        className={cn('hidden gap-2 sm:flex sm:flex-wrap', vertical && 'lg:flex-col lg:flex-nowrap lg:gap-1')}
      >
        {WIZARD_STEPS.map((name, index) => {
          const done = index < step
          const current = index === step
          const content = (
            <>
              <span
                aria-hidden
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  current && 'border-primary bg-primary text-white',
                  done && 'border-primary-ink text-primary-ink',
                  !current && !done && 'border-muted-foreground/60 text-muted-foreground',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={cn('text-sm', current ? 'font-semibold' : 'text-muted-foreground')}>
                {t(`wizard.steps.${name}`)}
                {done && ' '}
                {done && <span className="sr-only">{t('wizard.completed')}</span>}
              </span>
            </>
          )
          return (
            <li key={name} aria-current={current ? 'step' : undefined} className="flex items-center gap-2">
              {done ? (
                <button
                  type="button"
                  onClick={() => onGo(index)}
                  className="flex items-center gap-2 rounded-lg p-1 text-start hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {content}
                </button>
              ) : (
                <div className="flex items-center gap-2 p-1">{content}</div>
              )}
              {!vertical && index < WIZARD_STEPS.length - 1 && (
                <span aria-hidden className="hidden h-px w-8 bg-border md:block" />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** Account → personal info → address → review: each Next checks its step; Back and the step list keep what was typed. */
export function Wizard({ orientation = 'horizontal' }: { orientation?: 'horizontal' | 'vertical' }) {
  const { t } = useTranslation('uiForms')
  const [step, setStep] = useState(0)
  const [done, setDone] = useState<WizardValues | null>(null)
  const schemas = useMemo(() => stepSchemas(t), [t])
  const resolver = useMemo(() => stepResolver(schemas), [schemas])
  const form = useForm<WizardValues>({
    resolver,
    context: { step: WIZARD_STEPS[step] },
    defaultValues: EMPTY,
    mode: 'onTouched',
  })
  const { errors } = form.formState
  const headingRef = useRef<HTMLHeadingElement>(null)
  // counts the moves between steps: after each, the new step's heading takes focus, so keyboard and screen
  // reader users start at its top (not on first paint)
  const [moves, setMoves] = useState(0)
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus()
  }, [moves])

  const go = (index: number) => {
    setStep(index)
    setMoves((count) => count + 1)
  }
  const next = async () => {
    const name = WIZARD_STEPS[step]
    if (name === 'review') return
    if (await form.trigger(STEP_FIELDS[name], { shouldFocus: true })) go(step + 1)
  }
  const submit = form.handleSubmit((values) => {
    setDone(values)
    setMoves((count) => count + 1)
    toast.success(t('wizard.successToast'))
  })
  const startOver = () => {
    form.reset(EMPTY)
    setDone(null)
    go(0)
  }

  const name = WIZARD_STEPS[step]
  const country = form.getValues('country')
  const review: [Exclude<Step, 'review'>, [string, string][]][] = [
    [
      'account',
      [
        [t('fields.username'), form.getValues('username')],
        [t('fields.email'), form.getValues('email')],
        [t('fields.password'), '••••••••'],
      ],
    ],
    [
      'personal',
      [
        [t('fields.firstName'), form.getValues('firstName')],
        [t('fields.lastName'), form.getValues('lastName')],
        [t('fields.phone'), form.getValues('phone')],
        [t('fields.birthDate'), form.getValues('birthDate')],
      ],
    ],
    [
      'address',
      [
        [t('fields.street'), form.getValues('street')],
        [t('fields.city'), form.getValues('city')],
        [t('fields.postalCode'), form.getValues('postalCode')],
        [t('fields.country'), country ? t(`countries.${country as (typeof COUNTRIES)[number]}`) : ''],
      ],
    ],
  ]

  if (done) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-success-ink/40 bg-success-light p-6">
        <CircleCheck aria-hidden className="size-8 text-success-ink" />
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('wizard.successTitle')}
        </h3>
        <p>{t('wizard.successText', { name: done.firstName, email: done.email })}</p>
        <Button type="button" variant="outline" onClick={startOver}>
          {t('wizard.startOver')}
        </Button>
      </div>
    )
  }

  return (
    <div
      className={cn(
        'flex flex-col gap-6',
        orientation === 'vertical' && 'lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start',
      )}
    >
      <StepList step={step} onGo={go} orientation={orientation} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (name === 'review') void submit(event)
          else void next()
        }}
        className="flex min-w-0 flex-col gap-4"
      >
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t(`wizard.steps.${name}`)}
          </h3>
          <p className="text-sm text-muted-foreground">{t(`wizard.stepText.${name}`)}</p>
        </div>
        {name === 'account' && (
          <div className="grid gap-4 md:grid-cols-2">
            <AccountFields register={form.register} errors={errors} />
          </div>
        )}
        {name === 'personal' && (
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={t('fields.firstName')} error={errors.firstName?.message} required>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label={t('fields.lastName')} error={errors.lastName?.message} required>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
            <FormField label={t('fields.phone')} error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" dir="ltr" {...form.register('phone')} />
            </FormField>
            <FormField label={t('fields.birthDate')} error={errors.birthDate?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="birthDate"
                  render={({ field }) => (
                    <DatePicker
                      {...control}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      clearable
                    />
                  )}
                />
              )}
            </FormField>
          </div>
        )}
        {name === 'address' && (
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              className="md:col-span-2"
              label={t('fields.street')}
              error={errors.street?.message}
              required
            >
              <Input autoComplete="street-address" {...form.register('street')} />
            </FormField>
            <FormField label={t('fields.city')} error={errors.city?.message} required>
              <Input autoComplete="address-level2" {...form.register('city')} />
            </FormField>
            <FormField label={t('fields.postalCode')} error={errors.postalCode?.message} required>
              <Input autoComplete="postal-code" dir="ltr" {...form.register('postalCode')} />
            </FormField>
            <SelectField
              control={form.control}
              name="country"
              label={t('fields.country')}
              error={errors.country?.message}
              required
              options={COUNTRIES.map((code) => [code, t(`countries.${code}`)] as const)}
            />
          </div>
        )}
        {name === 'review' && (
          <div className="grid gap-4 md:grid-cols-3">
            {review.map(([section, rows], index) => (
              <section key={section} className="rounded-lg border p-4">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h4 className="font-semibold">{t(`wizard.steps.${section}`)}</h4>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('wizard.edit', { step: t(`wizard.steps.${section}`) })}
                    onClick={() => go(index)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                </div>
                <dl className="grid gap-1 text-sm">
                  {rows.map(([label, value]) => (
                    <div key={label} className="flex flex-wrap justify-between gap-x-3">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="min-w-0 break-all">{value || '—'}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-3 border-t pt-4">
          <Button
            type="button"
            variant="outline"
            color="neutral"
            disabled={step === 0}
            onClick={() => go(step - 1)}
          >
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
            {t('wizard.back')}
          </Button>
          <Button type="submit">
            {name === 'review' ? t('wizard.submit') : t('wizard.next')}
            {name === 'review' ? (
              <Send aria-hidden />
            ) : (
              <ChevronRight aria-hidden className="rtl:rotate-180" />
            )}
          </Button>
        </div>
      </form>
    </div>
  )
}

export function FormWizardPage() {
  const { t } = useTranslation('uiForms')
  return (
    <div>
      <PageHeader title={t('wizard.title')} intro={t('wizard.intro')} />
      <div className="grid grid-cols-1 gap-6">
        <DemoCard
          title={t('wizard.horizontal')}
          description={t('wizard.horizontalText')}
          code={`const [step, setStep] = useState(0)
const form = useForm({ resolver: stepResolver(schemas, () => STEPS[step]), mode: 'onTouched' })
async function next() {
  // only this step's fields; the first invalid one takes focus
  if (await form.trigger(STEP_FIELDS[STEPS[step]], { shouldFocus: true })) setStep(step + 1)
}
<ol>
  {STEPS.map((name, i) => (
    <li key={name} aria-current={i === step ? 'step' : undefined}>…</li>
  ))}
</ol>`}
        >
          <Wizard />
        </DemoCard>
        <DemoCard
          title={t('wizard.vertical')}
          description={t('wizard.verticalText')}
          code={`<div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)]">
  <nav aria-label="Sign-up steps"><ol className="lg:flex-col">…</ol></nav>
  <form>…</form>
</div>`}
        >
          <Wizard orientation="vertical" />
        </DemoCard>
      </div>
    </div>
  )
}
