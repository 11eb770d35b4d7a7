import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { PASSWORD_SAME_MESSAGE, passwordBodySchema } from '@contract/account'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { useChangePassword } from '../api/change-password'
import { useFieldError, useSectionForm, useSectionSubmit } from '../hooks/use-section-form'
import { PasswordRules } from './password-rules'
import { SettingsCard } from './settings-card'

/** The contract's body plus the retyped password, which only the page checks. */
const passwordFormSchema = z
  .object({ ...passwordBodySchema.shape, retypePassword: z.string() })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: PASSWORD_SAME_MESSAGE,
  })
  .refine((values) => values.retypePassword === values.newPassword, {
    path: ['retypePassword'],
    message: 'mismatch',
  })
type PasswordForm = z.infer<typeof passwordFormSchema>

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', retypePassword: '' }

/** A real password change: the server checks the current one; afterwards the form is empty again. */
export function PasswordFormCard() {
  const { t } = useTranslation('account')
  const rulesId = useId()
  const form = useSectionForm(passwordFormSchema, EMPTY)
  const errorOf = useFieldError(form)
  const change = useChangePassword()
  const onSubmit = useSectionSubmit(
    form,
    t('security.passwordTitle'),
    ({ currentPassword, newPassword }) => change.mutateAsync({ currentPassword, newPassword }),
    () => {
      form.reset(EMPTY)
      // the only toast: "saved" would say less
      return t('security.changed')
    },
  )
  const toggle = t('security.showPassword')

  return (
    <SettingsCard
      title={t('security.passwordTitle')}
      description={t('security.passwordDescription')}
      dirty={form.formState.isDirty}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onReset={() => form.reset(EMPTY)}
      submitLabel={t('security.change')}
    >
      <FormField
        label={t('security.current')}
        required
        error={errorOf('currentPassword')}
        className="md:max-w-sm"
      >
        <PasswordInput
          autoComplete="current-password"
          toggleLabel={toggle}
          {...form.register('currentPassword')}
        />
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={t('security.new')} required error={errorOf('newPassword')}>
          <PasswordInput
            autoComplete="new-password"
            toggleLabel={toggle}
            aria-describedby={rulesId}
            {...form.register('newPassword')}
          />
        </FormField>
        <FormField label={t('security.retype')} required error={errorOf('retypePassword')}>
          <PasswordInput
            autoComplete="new-password"
            toggleLabel={toggle}
            {...form.register('retypePassword')}
          />
        </FormField>
      </div>
      <PasswordRules id={rulesId} value={form.watch('newPassword')} />
    </SettingsCard>
  )
}
