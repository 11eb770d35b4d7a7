import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN } from '@contract/password'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas'
import { BackToLogin, type LoginPath } from './back-to-login'
import { Confirmation } from './confirmation'

/** Validates the new password twice; with no reset call in the API, the confirmation says nothing was saved. */
export function ResetPasswordForm({ loginTo }: { loginTo: LoginPath }) {
  const { t } = useTranslation('auth')
  const schema = useMemo(() => resetPasswordSchema(t), [t])
  const { register, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const [done, setDone] = useState(false)
  const { errors } = formState

  return (
    <>
      {done ? (
        <Confirmation title={t('reset.doneTitle')}>
          <p>{t('reset.doneBody')}</p>
        </Confirmation>
      ) : (
        <form noValidate onSubmit={handleSubmit(() => setDone(true))} className="flex flex-col gap-4">
          <FormField
            label={t('fields.newPassword')}
            hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
            error={errors.password?.message}
            required
          >
            <PasswordInput
              autoComplete="new-password"
              toggleLabel={t('fields.showNewPassword')}
              {...register('password')}
            />
          </FormField>
          <FormField label={t('fields.confirmPassword')} error={errors.confirmPassword?.message} required>
            <PasswordInput
              autoComplete="new-password"
              toggleLabel={t('fields.showConfirmPassword')}
              {...register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" className="w-full">
            {t('reset.submit')}
          </Button>
        </form>
      )}
      <BackToLogin to={loginTo} />
    </>
  )
}
