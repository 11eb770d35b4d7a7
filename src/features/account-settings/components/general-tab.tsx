import MailWarning from 'lucide-react/icons/mail-exclamation-point'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { generalSettingsSchema, type AccountSettings } from '@contract/account'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toast'
import { dateTimeFormat } from '@/lib/intl'
import { useResendConfirmation } from '../api/resend-confirmation'
import { useSaveGeneral } from '../api/save-general'
import { useFieldError, useSectionForm, useSectionSubmit } from '../hooks/use-section-form'
import { AvatarPicker } from '@/components/avatar-picker'
import { SettingsCard } from './settings-card'

/** Picture, username, name, e-mail and company: the account itself (the navbar follows a save). */
export function GeneralTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account')
  const form = useSectionForm(generalSettingsSchema, settings.general)
  const errorOf = useFieldError(form)
  const save = useSaveGeneral()
  const title = t('tabs.general')
  const onSubmit = useSectionSubmit(form, title, (values) => save.mutateAsync(values))
  const { register } = form

  return (
    <SettingsCard
      title={title}
      description={t('general.description')}
      dirty={form.formState.isDirty}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onReset={() => form.reset()}
    >
      <Controller
        control={form.control}
        name="avatar"
        render={({ field }) => (
          <AvatarPicker
            name={form.watch('fullName')}
            value={field.value}
            error={errorOf('avatar')}
            onChange={(value) => field.onChange(value)}
          />
        )}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={t('general.username')} required error={errorOf('username')}>
          <Input autoComplete="username" {...register('username')} />
        </FormField>
        <FormField label={t('general.fullName')} required error={errorOf('fullName')}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label={t('general.email')} required error={errorOf('email')}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label={t('general.company')} error={errorOf('company')}>
          <Input autoComplete="organization" {...register('company')} />
        </FormField>
      </div>
      {!settings.emailStatus.confirmed && <ConfirmEmailNotice lastSentAt={settings.emailStatus.lastSentAt} />}
    </SettingsCard>
  )
}

function ConfirmEmailNotice({ lastSentAt }: { lastSentAt: string | null }) {
  const { t, i18n } = useTranslation('account')
  const resend = useResendConfirmation()
  const when = lastSentAt
    ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(lastSentAt))
    : null
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-warning-light p-4 text-warning-ink">
      <MailWarning aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex min-w-0 grow basis-48 flex-col">
        <p className="font-medium">{t('general.unconfirmed')}</p>
        {when && <p className="text-sm">{t('general.lastSent', { time: when })}</p>}
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        color="warning"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast.success(t('general.resent')),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {t('general.resend')}
      </Button>
    </div>
  )
}
