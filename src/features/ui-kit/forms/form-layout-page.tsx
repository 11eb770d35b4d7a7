import { zodResolver } from '@hookform/resolvers/zod'
import AtSign from 'lucide-react/icons/at-sign'
import Globe from 'lucide-react/icons/globe'
import Mail from 'lucide-react/icons/mail'
import Phone from 'lucide-react/icons/phone'
import User from 'lucide-react/icons/user'
import { useId, useMemo, useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import { PageHeader } from '@/components/page-header'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group'
import { PasswordInput } from '@/components/ui/password-input'
import { SelectField } from '@/components/ui/select-field'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { DemoCard } from '../components/demo-card'
import { AccountFields, FormActions, SentSummary, type SentRow } from './components/form-kit'
import { COUNTRIES, rules } from './schema'

type T = TFunction<'uiForms'>

/** A form that validates with zod, toasts on success and lists what it sent; Reset empties it and the list. */
function useDemoForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  makeSchema: (t: T) => Schema,
  empty: z.input<Schema>,
  describe: (values: z.output<Schema>, t: T) => SentRow[],
  options: {
    onInvalid?: (
      errors: FieldErrors<z.input<Schema>>,
      form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>,
    ) => void
    focusError?: boolean
  } = {},
) {
  const { t } = useTranslation('uiForms')
  const schema = useMemo(() => makeSchema(t), [makeSchema, t])
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: empty as DefaultValues<z.input<Schema>>,
    shouldFocusError: options.focusError ?? true,
  })
  const [sent, setSent] = useState<SentRow[] | null>(null)
  const onSubmit = form.handleSubmit(
    (values) => {
      setSent(describe(values, t))
      toast.success(t('common.sentToast'))
    },
    (errors) => {
      setSent(null)
      options.onInvalid?.(errors, form)
    },
  )
  const reset = () => {
    form.reset(empty)
    setSent(null)
  }
  return { form, sent, reset, submit: (event: React.FormEvent) => void onSubmit(event), t }
}

// ---- vertical ----------------------------------------------------------------------------------------------

const contactSchema = (t: T) => {
  const r = rules(t)
  return z.object({ fullName: r.required(), email: r.email(), phone: r.optional(), message: r.required() })
}
const EMPTY_CONTACT = { fullName: '', email: '', phone: '', message: '' }
const describeContact = (v: z.output<ReturnType<typeof contactSchema>>, t: T): SentRow[] => [
  [t('fields.fullName'), v.fullName],
  [t('fields.email'), v.email],
  [t('fields.phone'), v.phone],
  [t('fields.message'), v.message],
]

function VerticalForm() {
  const { form, sent, reset, submit, t } = useDemoForm(contactSchema, EMPTY_CONTACT, describeContact)
  const { errors } = form.formState
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label={t('fields.fullName')} error={errors.fullName?.message} required>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField label={t('fields.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" dir="ltr" {...form.register('email')} />
      </FormField>
      <FormField label={t('fields.phone')} hint={t('layout.phoneHint')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" dir="ltr" {...form.register('phone')} />
      </FormField>
      <FormField label={t('fields.message')} error={errors.message?.message} required>
        <Textarea rows={3} {...form.register('message')} />
      </FormField>
      <FormActions onReset={reset} />
      <SentSummary rows={sent} />
    </form>
  )
}

// ---- horizontal --------------------------------------------------------------------------------------------

const signInSchema = (t: T) => {
  const r = rules(t)
  return z.object({ email: r.email(), password: r.password(), website: r.optional() })
}
const EMPTY_SIGN_IN = { email: '', password: '', website: '' }

/** Label beside the field from md up (the hint and message under the field), stacked on phones. */
const ROW = 'md:grid md:grid-cols-[10rem_minmax(0,1fr)] md:items-center md:gap-x-4 md:[&>p]:col-start-2'

function HorizontalForm() {
  const { form, sent, reset, submit, t } = useDemoForm(signInSchema, EMPTY_SIGN_IN, (v, tr) => [
    [tr('fields.email'), v.email],
    [tr('fields.password'), '••••••••'],
    [tr('fields.website'), v.website],
  ])
  const { errors } = form.formState
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField className={ROW} label={t('fields.email')} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" dir="ltr" {...form.register('email')} />
      </FormField>
      <FormField
        className={ROW}
        label={t('fields.password')}
        hint={t('layout.passwordHint')}
        error={errors.password?.message}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          toggleLabel={t('common.showPassword')}
          {...form.register('password')}
        />
      </FormField>
      <FormField className={ROW} label={t('fields.website')} error={errors.website?.message}>
        <Input type="url" dir="ltr" placeholder="https://" {...form.register('website')} />
      </FormField>
      <FormActions onReset={reset} className="md:ms-44" />
      <SentSummary rows={sent} />
    </form>
  )
}

// ---- two columns -------------------------------------------------------------------------------------------

const registrationSchema = (t: T) => {
  const r = rules(t)
  return z
    .object({
      firstName: r.required(),
      lastName: r.required(),
      country: r.choice(),
      phone: r.optional(),
      username: r.username(),
      email: r.email(),
      password: r.password(),
      confirmPassword: z.string().min(1, t('errors.required')),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('errors.passwordMatch'),
    })
}
const EMPTY_REGISTRATION = {
  firstName: '',
  lastName: '',
  country: '',
  phone: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
}

function TwoColumnForm() {
  const { form, sent, reset, submit, t } = useDemoForm(registrationSchema, EMPTY_REGISTRATION, (v, tr) => [
    [tr('fields.firstName'), v.firstName],
    [tr('fields.lastName'), v.lastName],
    [tr('fields.country'), tr(`countries.${v.country as (typeof COUNTRIES)[number]}`)],
    [tr('fields.phone'), v.phone],
    [tr('fields.username'), v.username],
    [tr('fields.email'), v.email],
  ])
  const { errors } = form.formState
  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 text-base font-semibold">{t('layout.personalInfo')}</legend>
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <FormField label={t('fields.firstName')} error={errors.firstName?.message} required>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label={t('fields.lastName')} error={errors.lastName?.message} required>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <SelectField
            control={form.control}
            name="country"
            label={t('fields.country')}
            error={errors.country?.message}
            required
            options={COUNTRIES.map((code) => [code, t(`countries.${code}`)] as const)}
          />
          <FormField label={t('fields.phone')} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" dir="ltr" {...form.register('phone')} />
          </FormField>
        </fieldset>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 text-base font-semibold">{t('layout.accountDetails')}</legend>
          <AccountFields register={form.register} errors={errors} />
        </fieldset>
      </div>
      <FormActions onReset={reset} />
      <SentSummary rows={sent} />
    </form>
  )
}

// ---- input groups ------------------------------------------------------------------------------------------

const profileLinkSchema = (t: T) => {
  const r = rules(t)
  return z.object({
    fullName: r.required(),
    username: r.username(),
    email: r.email(),
    phone: r.optional(),
    website: r.optional(),
  })
}
const EMPTY_PROFILE_LINK = { fullName: '', username: '', email: '', phone: '', website: '' }

function IconForm() {
  const { form, sent, reset, submit, t } = useDemoForm(profileLinkSchema, EMPTY_PROFILE_LINK, (v, tr) => [
    [tr('fields.fullName'), v.fullName],
    [tr('fields.username'), `@${v.username}`],
    [tr('fields.email'), v.email],
    [tr('fields.phone'), v.phone],
    [tr('fields.website'), v.website && `https://${v.website}`],
  ])
  const { errors } = form.formState
  const prefixId = useId()
  const fields = [
    { name: 'fullName', icon: User, autoComplete: 'name', required: true },
    { name: 'email', icon: Mail, autoComplete: 'email', type: 'email', required: true, ltr: true },
    { name: 'phone', icon: Phone, autoComplete: 'tel', type: 'tel', ltr: true },
  ] as const
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {fields.map(({ name, icon: Icon, ...field }) => (
        <FormField
          key={name}
          label={t(`fields.${name}`)}
          error={errors[name]?.message}
          required={'required' in field}
        >
          {(control) => (
            <InputGroup>
              <InputGroupAddon variant="icon">
                <Icon aria-hidden />
              </InputGroupAddon>
              <InputGroupInput
                {...control}
                type={'type' in field ? field.type : 'text'}
                autoComplete={field.autoComplete}
                dir={'ltr' in field ? 'ltr' : undefined}
                {...form.register(name)}
              />
            </InputGroup>
          )}
        </FormField>
      ))}
      <FormField
        label={t('fields.username')}
        hint={t('fields.usernameHint')}
        error={errors.username?.message}
        required
      >
        {(control) => (
          <InputGroup dir="ltr">
            <InputGroupAddon variant="icon">
              <AtSign aria-hidden />
            </InputGroupAddon>
            <InputGroupInput {...control} dir="ltr" autoComplete="username" {...form.register('username')} />
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('fields.website')} error={errors.website?.message}>
        {(control) => (
          <InputGroup dir="ltr">
            <InputGroupAddon variant="icon">
              <Globe aria-hidden />
            </InputGroupAddon>
            <InputGroupAddon id={prefixId} className="ps-2">
              https://
            </InputGroupAddon>
            <InputGroupInput
              {...control}
              dir="ltr"
              placeholder="example.com"
              aria-describedby={[prefixId, control['aria-describedby']].filter(Boolean).join(' ')}
              {...form.register('website')}
            />
          </InputGroup>
        )}
      </FormField>
      <FormActions onReset={reset} />
      <SentSummary rows={sent} />
    </form>
  )
}

// ---- tabs --------------------------------------------------------------------------------------------------

const TABS = {
  account: ['username', 'email', 'password'],
  profile: ['firstName', 'lastName', 'bio'],
  contact: ['phone', 'website'],
} as const
type TabName = keyof typeof TABS

const tabbedSchema = (t: T) => {
  const r = rules(t)
  return z.object({
    username: r.username(),
    email: r.email(),
    password: r.password(),
    firstName: r.required(),
    lastName: r.required(),
    bio: z.string().max(160, t('errors.maxLength', { count: 160 })),
    phone: r.optional(),
    website: r.optional(),
  })
}
const EMPTY_TABBED = {
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  bio: '',
  phone: '',
  website: '',
}
type TabbedValues = typeof EMPTY_TABBED

function tabWithErrors(errors: FieldErrors<TabbedValues>): TabName | undefined {
  return (Object.keys(TABS) as TabName[]).find((tab) => TABS[tab].some((name) => errors[name]))
}

/** Fields in tabs: the panels stay mounted, so a failed submit opens the first tab with errors and focuses it. */
function TabbedForm() {
  const [tab, setTab] = useState<TabName>('account')
  const demo = useDemoForm(
    tabbedSchema,
    EMPTY_TABBED,
    (v, tr) => [
      [tr('fields.username'), v.username],
      [tr('fields.email'), v.email],
      [tr('fields.firstName'), v.firstName],
      [tr('fields.lastName'), v.lastName],
      [tr('fields.bio'), v.bio],
      [tr('fields.phone'), v.phone],
      [tr('fields.website'), v.website],
    ],
    {
      focusError: false,
      onInvalid: (errors, form) => {
        const first = tabWithErrors(errors)
        if (!first) return
        setTab(first)
        const name = TABS[first].find((field) => errors[field])
        // after the panel is shown
        if (name) window.requestAnimationFrame(() => form.setFocus(name))
      },
    },
  )
  const { form, sent, submit, t } = demo
  const { errors } = form.formState
  const reset = () => {
    demo.reset()
    setTab('account')
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Tabs value={tab} onValueChange={(value) => setTab(value as TabName)}>
        <TabsList className="max-w-full overflow-x-auto">
          {(Object.keys(TABS) as TabName[]).map((name) => {
            const count = TABS[name].filter((field) => errors[field]).length
            return (
              <TabsTrigger key={name} value={name}>
                {t(`layout.tabs.${name}`)}
                {count > 0 && ' '}
                {count > 0 && (
                  <span className="rounded-full bg-danger px-1.5 text-xs font-semibold text-white">
                    <span aria-hidden>{count}</span>
                    <span className="sr-only">{t('layout.tabErrors', { count })}</span>
                  </span>
                )}
              </TabsTrigger>
            )
          })}
        </TabsList>
        <TabsContent value="account" forceMount className="grid gap-4 data-[state=inactive]:hidden">
          <FormField label={t('fields.username')} error={errors.username?.message} required>
            <Input autoComplete="username" dir="ltr" {...form.register('username')} />
          </FormField>
          <FormField label={t('fields.email')} error={errors.email?.message} required>
            <Input type="email" autoComplete="email" dir="ltr" {...form.register('email')} />
          </FormField>
          <FormField label={t('fields.password')} error={errors.password?.message} required>
            <PasswordInput
              autoComplete="new-password"
              toggleLabel={t('common.showPassword')}
              {...form.register('password')}
            />
          </FormField>
        </TabsContent>
        <TabsContent value="profile" forceMount className="grid gap-4 data-[state=inactive]:hidden">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('fields.firstName')} error={errors.firstName?.message} required>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label={t('fields.lastName')} error={errors.lastName?.message} required>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label={t('fields.bio')} hint={t('layout.bioHint')} error={errors.bio?.message}>
            <Textarea rows={3} {...form.register('bio')} />
          </FormField>
        </TabsContent>
        <TabsContent value="contact" forceMount className="grid gap-4 data-[state=inactive]:hidden">
          <FormField label={t('fields.phone')} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" dir="ltr" {...form.register('phone')} />
          </FormField>
          <FormField label={t('fields.website')} error={errors.website?.message}>
            <Input type="url" dir="ltr" placeholder="https://" {...form.register('website')} />
          </FormField>
        </TabsContent>
      </Tabs>
      <FormActions onReset={reset} />
      <SentSummary rows={sent} />
    </form>
  )
}

export function FormLayoutPage() {
  const { t } = useTranslation('uiForms')
  return (
    <div>
      <PageHeader title={t('layout.title')} intro={t('layout.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('layout.vertical')}
          description={t('layout.verticalText')}
          code={`const form = useForm({ resolver: zodResolver(schema), defaultValues: empty })
<form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-4">
  <FormField label="Full name" error={errors.fullName?.message} required>
    <Input autoComplete="name" {...form.register('fullName')} />
  </FormField>
  …
  <Button type="submit">Submit</Button>
  <Button type="button" variant="outline" onClick={() => form.reset(empty)}>Reset</Button>
</form>`}
        >
          <VerticalForm />
        </DemoCard>
        <DemoCard
          title={t('layout.horizontal')}
          description={t('layout.horizontalText')}
          code={`// the label beside the field from md up, above it on phones
const row = 'md:grid md:grid-cols-[10rem_minmax(0,1fr)] md:items-center md:gap-x-4 md:[&>p]:col-start-2'
<FormField className={row} label="Email" error={errors.email?.message} required>
  <Input type="email" {...form.register('email')} />
</FormField>`}
        >
          <HorizontalForm />
        </DemoCard>
        <DemoCard
          className="xl:col-span-2"
          title={t('layout.multiColumn')}
          description={t('layout.multiColumnText')}
          code={`<div className="grid gap-6 md:grid-cols-2">
  <fieldset className="flex flex-col gap-4">
    <legend>Personal info</legend>
    <FormField label="First name" …>…</FormField>
    <SelectField control={form.control} name="country" label="Country" options={countries} required />
  </fieldset>
  <fieldset className="flex flex-col gap-4">
    <legend>Account details</legend>
    …
  </fieldset>
</div>`}
        >
          <TwoColumnForm />
        </DemoCard>
        <DemoCard
          title={t('layout.icons')}
          description={t('layout.iconsText')}
          code={`<FormField label="Email" error={errors.email?.message} required>
  {(control) => (
    <InputGroup>
      <InputGroupAddon variant="icon"><Mail aria-hidden /></InputGroupAddon>
      <InputGroupInput {...control} type="email" {...form.register('email')} />
    </InputGroup>
  )}
</FormField>`}
        >
          <IconForm />
        </DemoCard>
        <DemoCard
          title={t('layout.tabbed')}
          description={t('layout.tabbedText')}
          code={`<Tabs value={tab} onValueChange={setTab}>
  <TabsList>…</TabsList>
  {/* forceMount keeps every field registered; a failed submit opens the first tab with errors */}
  <TabsContent value="account" forceMount className="data-[state=inactive]:hidden">…</TabsContent>
</Tabs>`}
        >
          <TabbedForm />
        </DemoCard>
      </div>
    </div>
  )
}
