import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { DemoCard } from '../components/demo-card'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function FloatingField({ label, type = 'text' }: { label: string; type?: string }) {
  const id = useId()
  return (
    <div className="relative">
      <Input id={id} type={type} placeholder=" " size="lg" className="peer pt-4" />
      <label
        htmlFor={id}
        className="pointer-events-none absolute start-3 top-1 text-xs text-muted-foreground transition-all peer-placeholder-shown:top-3 peer-placeholder-shown:text-sm peer-focus:top-1 peer-focus:text-xs peer-focus:text-primary-ink"
      >
        {label}
      </label>
    </div>
  )
}

function ValidatedEmail() {
  const { t } = useTranslation('uiFormElements')
  const [value, setValue] = useState('')
  const [touched, setTouched] = useState(false)
  const error = touched && !EMAIL.test(value.trim()) ? t('input.emailError') : undefined
  return (
    <FormField label={t('input.email')} hint={t('input.emailHint')} error={error} required>
      <Input
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </FormField>
  )
}

export function InputPage() {
  const { t } = useTranslation('uiFormElements')
  return (
    <div>
      <PageHeader title={t('input.title')} intro={t('input.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('input.sizes')}
          description={t('input.sizesText')}
          contentClassName="grid gap-4"
          code={`<FormField label="Small">
  <Input size="sm" />
</FormField>
<FormField label="Medium">
  <Input />
</FormField>
<FormField label="Large">
  <Input size="lg" />
</FormField>`}
        >
          <FormField label={t('input.small')}>
            <Input size="sm" placeholder={t('input.placeholder')} />
          </FormField>
          <FormField label={t('input.medium')}>
            <Input placeholder={t('input.placeholder')} />
          </FormField>
          <FormField label={t('input.large')}>
            <Input size="lg" placeholder={t('input.placeholder')} />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('input.floating')}
          description={t('input.floatingText')}
          contentClassName="grid gap-4"
          code={`<div className="relative">
  <Input id="first-name" placeholder=" " size="lg" className="peer pt-4" />
  <label
    htmlFor="first-name"
    className="pointer-events-none absolute start-3 top-1 text-xs text-muted-foreground transition-all peer-placeholder-shown:top-3 peer-placeholder-shown:text-sm peer-focus:top-1 peer-focus:text-xs peer-focus:text-primary-ink"
  >
    First name
  </label>
</div>`}
        >
          <FloatingField label={t('input.firstName')} />
          <FloatingField label={t('input.email')} type="email" />
        </DemoCard>

        <DemoCard
          title={t('input.helpAndError')}
          description={t('input.helpAndErrorText')}
          contentClassName="grid gap-4"
          code={`<FormField label="Email" hint="We send the receipt here." error={error} required>
  <Input type="email" value={value} onChange={…} onBlur={() => setTouched(true)} />
</FormField>
// FormField sets id, aria-invalid and aria-describedby (error, then hint) on the input`}
        >
          <ValidatedEmail />
          <FormField label={t('input.company')} error={t('input.companyError')}>
            <Input defaultValue="T" />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('input.states')}
          description={t('input.statesText')}
          contentClassName="grid gap-4"
          code={`<FormField label="Account ID" hint="Read only: select and copy it.">
  <Input readOnly defaultValue="ACC-20931" />
</FormField>
<FormField label="Plan">
  <Input disabled defaultValue="Business" />
</FormField>`}
        >
          <FormField label={t('input.accountId')} hint={t('input.readOnlyHint')}>
            <Input readOnly defaultValue="ACC-20931" dir="ltr" />
          </FormField>
          <FormField label={t('input.plan')} hint={t('input.disabledHint')}>
            <Input disabled defaultValue={t('input.planValue')} />
          </FormField>
        </DemoCard>

        <DemoCard
          title={t('input.password')}
          description={t('input.passwordText')}
          code={`import { PasswordInput } from '@/components/ui/password-input'

<FormField label="Password" hint="At least 12 characters.">
  <PasswordInput autoComplete="new-password" toggleLabel="Show password" />
</FormField>`}
        >
          <FormField label={t('input.passwordLabel')} hint={t('input.passwordHint')}>
            <PasswordInput autoComplete="new-password" toggleLabel={t('input.showPassword')} />
          </FormField>
        </DemoCard>
      </div>
    </div>
  )
}
