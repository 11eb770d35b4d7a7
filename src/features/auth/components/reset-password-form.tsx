import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PASSWORD_MIN } from '@contract/password'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { isApiError } from '@/lib/http/client'
import { resetPassword } from '../api/password-reset'
import { useServerErrors } from '../hooks/use-server-errors'
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas'
import { BackToLogin, type LoginPath } from './back-to-login'
import { Confirmation } from './confirmation'

interface ResetPasswordFormProps {
  /** From the message's link; without it there is nothing to reset. */
  token: string | undefined
  loginTo: LoginPath
  forgotTo: '/pages/forgot-password-v1' | '/pages/forgot-password-v2'
}

/** The new password twice, sent with the link's token; afterwards every session of the account has ended. */
export function ResetPasswordForm({ token, loginTo, forgotTo }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth')
  const schema = useMemo(() => resetPasswordSchema(t), [t])
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const showServerErrors = useServerErrors(setError, ['password'])
  const [done, setDone] = useState(false)
  const [linkRefused, setLinkRefused] = useState(!token)
  const { errors } = formState

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token: token ?? '', password })
      setDone(true)
    } catch (error) {
      if (isApiError(error) && error.fieldErrors?.token) setLinkRefused(true)
      else showServerErrors(error)
    }
  })

  if (done)
    return (
      <>
        <Confirmation title={t('reset.doneTitle')}>
          <p>{t('reset.doneBody')}</p>
        </Confirmation>
        <BackToLogin to={loginTo} />
      </>
    )

  if (linkRefused)
    return (
      <>
        <Alert variant="soft" color="warning" title={t(token ? 'reset.linkRefused' : 'reset.noLink')}>
          <Link to={forgotTo} className="font-medium text-primary-ink underline">
            {t('reset.askAgain')}
          </Link>
        </Alert>
        <BackToLogin to={loginTo} />
      </>
    )

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
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
        <Button type="submit" className="w-full" loading={formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </form>
      <BackToLogin to={loginTo} />
    </>
  )
}
