import { zodResolver } from '@hookform/resolvers/zod'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import { useEffect, useId, useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import { PageHeader } from '@/components/page-header'
import { Checkbox } from '@/components/ui/checkbox'
import { DatePicker, toIsoDay } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { DemoCard } from '../components/demo-card'
import { FormActions, SentSummary, type SentRow } from './components/form-kit'
import { COUNTRIES, rules } from './schema'

type T = TFunction<'uiForms'>

const BIO_MAX = 200

function signUpSchema(t: T, today: string) {
  const r = rules(t)
  return z
    .object({
      fullName: r
        .required()
        .min(2, t('errors.minLength', { count: 2 }))
        .max(40, t('errors.maxLength', { count: 40 })),
      email: r.email(),
      username: r.username(),
      age: r.required().refine((v) => /^\d+$/.test(v) && Number(v) >= 18 && Number(v) <= 120, {
        message: t('errors.range', { min: 18, max: 120 }),
      }),
      password: r.password().regex(/(?=.*\d)(?=.*\p{L})/u, t('errors.passwordMix')),
      confirmPassword: z.string().min(1, t('errors.required')),
      country: r.choice(),
      startDate: z
        .string()
        .min(1, t('errors.pickDate'))
        .refine((v) => v >= today, t('errors.pastDate')),
      bio: z.string().max(BIO_MAX, t('errors.maxLength', { count: BIO_MAX })),
      terms: z.boolean().refine((v) => v, t('errors.terms')),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('errors.passwordMatch'),
    })
}

const EMPTY = {
  fullName: '',
  email: '',
  username: '',
  age: '',
  password: '',
  confirmPassword: '',
  country: '',
  startDate: '',
  bio: '',
  terms: false,
}
type Values = typeof EMPTY
type Name = keyof Values
const ORDER = Object.keys(EMPTY) as Name[]

/** Every rule a sign-up meets; checked as a field is left, then on every change; the first error takes focus. */
export function ValidationForm() {
  const { t } = useTranslation('uiForms')
  const [today] = useState(() => toIsoDay(new Date()))
  const schema = useMemo(() => signUpSchema(t, today), [t, today])
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onTouched' })
  const { errors, isSubmitted, submitCount } = form.formState
  const [sent, setSent] = useState<SentRow[] | null>(null)
  const base = useId()
  const idOf = (name: Name) => `${base}-${name}`

  // the messages follow the language: once shown, they are checked again in the new one
  const { trigger } = form
  useEffect(() => {
    if (isSubmitted) void trigger()
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- runs again when the schema (the language) changes
  }, [schema, isSubmitted, trigger])

  const onSubmit = form.handleSubmit(
    (values) => {
      setSent([
        [t('fields.fullName'), values.fullName],
        [t('fields.email'), values.email],
        [t('fields.username'), values.username],
        [t('validation.age'), values.age],
        [t('fields.country'), t(`countries.${values.country as (typeof COUNTRIES)[number]}`)],
        [t('validation.startDate'), values.startDate],
        [t('fields.bio'), values.bio],
      ])
      toast.success(t('common.sentToast'))
    },
    () => setSent(null),
  )
  const reset = () => {
    form.reset(EMPTY)
    setSent(null)
  }

  const labels: Record<Name, string> = {
    fullName: t('fields.fullName'),
    email: t('fields.email'),
    username: t('fields.username'),
    age: t('validation.age'),
    password: t('fields.password'),
    confirmPassword: t('fields.confirmPassword'),
    country: t('fields.country'),
    startDate: t('validation.startDate'),
    bio: t('fields.bio'),
    terms: t('validation.terms'),
  }
  const failed = ORDER.filter((name) => errors[name])
  const bio = useWatch({ control: form.control, name: 'bio' })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {submitCount > 0 && failed.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-danger-ink/50 bg-danger-light p-4 text-danger-ink"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden className="size-5 shrink-0" />
            {t('validation.summary', { count: failed.length })}
          </p>
          <ul className="mt-2 list-disc ps-9 text-sm">
            {failed.map((name) => (
              <li key={name}>
                <a
                  href={`#${idOf(name)}`}
                  className="underline underline-offset-2 hover:no-underline"
                  onClick={(event) => {
                    event.preventDefault()
                    form.setFocus(name)
                  }}
                >
                  {labels[name]}: {errors[name]?.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <FormField id={idOf('fullName')} label={labels.fullName} error={errors.fullName?.message} required>
          <Input autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <FormField id={idOf('email')} label={labels.email} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" dir="ltr" {...form.register('email')} />
        </FormField>
        <FormField
          id={idOf('username')}
          label={labels.username}
          hint={t('fields.usernameHint')}
          error={errors.username?.message}
          required
        >
          <Input autoComplete="username" dir="ltr" {...form.register('username')} />
        </FormField>
        <FormField
          id={idOf('age')}
          label={labels.age}
          hint={t('validation.ageHint')}
          error={errors.age?.message}
          required
        >
          <Input inputMode="numeric" dir="ltr" {...form.register('age')} />
        </FormField>
        <FormField
          id={idOf('password')}
          label={labels.password}
          hint={t('validation.passwordHint')}
          error={errors.password?.message}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            toggleLabel={t('common.showPassword')}
            {...form.register('password', {
              // the confirmation is checked again when the password changes after it was typed
              onChange: () => {
                if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword')
              },
            })}
          />
        </FormField>
        <FormField
          id={idOf('confirmPassword')}
          label={labels.confirmPassword}
          error={errors.confirmPassword?.message}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            toggleLabel={t('common.showPassword')}
            {...form.register('confirmPassword')}
          />
        </FormField>
        <FormField id={idOf('country')} label={labels.country} error={errors.country?.message} required>
          {(control) => (
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  onOpenChange={(open) => {
                    if (!open) field.onBlur()
                  }}
                >
                  <SelectTrigger {...control} ref={field.ref}>
                    <SelectValue placeholder={t('validation.chooseCountry')} />
                  </SelectTrigger>
                  <SelectContent>
                    {COUNTRIES.map((code) => (
                      <SelectItem key={code} value={code}>
                        {t(`countries.${code}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField
          id={idOf('startDate')}
          label={labels.startDate}
          hint={t('validation.startDateHint')}
          error={errors.startDate?.message}
          required
        >
          {(control) => (
            <Controller
              control={form.control}
              name="startDate"
              render={({ field }) => (
                <DatePicker
                  // a button takes no aria-required: the star and the hint say it
                  id={control.id}
                  aria-invalid={control['aria-invalid']}
                  aria-describedby={control['aria-describedby']}
                  ref={field.ref}
                  min={today}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value)
                    field.onBlur()
                  }}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id={idOf('bio')}
          className="md:col-span-2"
          label={labels.bio}
          hint={t('validation.bioCount', { count: bio.length, max: BIO_MAX })}
          error={errors.bio?.message}
        >
          <Textarea rows={3} {...form.register('bio')} />
        </FormField>
        <FormField
          id={idOf('terms')}
          className="md:col-span-2"
          inline
          label={labels.terms}
          error={errors.terms?.message}
          required
        >
          {(control) => (
            <Controller
              control={form.control}
              name="terms"
              render={({ field }) => (
                <Checkbox
                  {...control}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </FormField>
      </div>
      <FormActions onReset={reset} />
      <SentSummary rows={sent} />
    </form>
  )
}

export function FormValidationPage() {
  const { t } = useTranslation('uiForms')
  return (
    <div>
      <PageHeader title={t('validation.title')} intro={t('validation.intro')} />
      <DemoCard
        title={t('validation.card')}
        description={t('validation.cardText')}
        code={`const schema = z.object({
  username: z.string().regex(/^[a-z0-9_]{3,16}$/, t('errors.username')),
  age: z.string().refine((v) => Number(v) >= 18 && Number(v) <= 120, t('errors.range', { min: 18, max: 120 })),
  startDate: z.string().refine((v) => v >= today, t('errors.pastDate')),
  terms: z.boolean().refine(Boolean, t('errors.terms')),
  …
}).refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: t('errors.passwordMatch') })

// checked when a field is left, then on every change; the first invalid field takes focus on submit
const form = useForm({ resolver: zodResolver(schema), mode: 'onTouched' })

<FormField id="signup-age" label="Age" error={errors.age?.message} required>
  <Input inputMode="numeric" {...form.register('age')} />
</FormField>
// the summary's links: <a href="#signup-age" onClick={(e) => { e.preventDefault(); form.setFocus('age') }}>`}
      >
        <ValidationForm />
      </DemoCard>
    </div>
  )
}
